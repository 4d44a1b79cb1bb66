import type { FamilyStrings } from '../../../shared/strings';
import { security } from './security';
import type { AccountPages } from './types';

/** What the account family says in Spanish. */
export const es: FamilyStrings<AccountPages> = {
  resources: {
    Security: {
      ...security.es,
      Login: 'Iniciar sesión',
      LoginTitle: 'Acceda a su cuenta',
      Email: 'Correo electrónico',
      Password: 'Contraseña',
      RememberMe: 'Recordarme',
      SignIn: 'Entrar',
      SignOut: 'Cerrar sesión',
      ForgotPassword: '¿Ha olvidado su contraseña?',
      Register: 'Crear una cuenta',
      LoginRequired: 'Inicie sesión para continuar.',
      InvalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
      MyAccount: 'Mi cuenta',
      ChangePassword: 'Cambiar la contraseña',
      TwoFactor: 'Verificación en dos pasos',
      ScanQrCode: 'Escanee este código QR con su aplicación de autenticación.',
    },
  },
  pages: {
    register: {
      title: 'Crear una cuenta',
      intro:
        'Con una cuenta puede seguir sus pedidos, devolver un artículo en pocos clics y guardar ' +
        'sus direcciones.',
      accountType: 'Tipo de cuenta',
      private: 'Particular',
      company: 'Empresa',
      companyName: 'Razón social',
      vat: 'NIF-IVA',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      emailConfirm: 'Confirme su correo electrónico',
      phone: 'Teléfono fijo',
      mobile: 'Teléfono móvil',
      phoneOrMobile: 'Indique al menos un número de teléfono, fijo o móvil.',
      username: 'Nombre de usuario',
      usernameHint:
        'El nombre de usuario debe ser distinto de su ' + 'correo electrónico y de su contraseña.',
      usernameTaken: 'Este nombre de usuario ya está en uso.',
      password: 'Contraseña',
      passwordConfirm: 'Confirme la contraseña',
      birthDate: 'Fecha de nacimiento',
      dateHint: 'Formato: {{format}}',
      householdSize: 'Número de personas en el hogar (de 1 a 12)',
      postalCode: 'Código postal',
      postalCodeHint: '4 o 5 cifras',
      website: 'Sitio web',
      newsletter: 'Deseo recibir el boletín.',
      terms: 'Acepto las condiciones generales de venta.',
      submit: 'Crear mi cuenta',
      done: '¡Le damos la bienvenida, {{name}}! Su cuenta se ha creado correctamente.',
    },
    login: {
      noAccount: '¿Aún no tiene cuenta?',
      title: 'Iniciar sesión',
      intro: 'Inicie sesión para seguir sus pedidos y gestionar sus devoluciones.',
      demoAccount: 'Cuenta de demostración: {{email}} / contraseña {{password}}',
      failed: 'Correo electrónico o contraseña incorrectos.',
      salesUser: '(vendedor)',
      editorUser: '(editora)',
    },
    forgotPassword: {
      title: 'Contraseña olvidada',
      intro:
        'Indique la dirección de correo electrónico de su cuenta: le enviaremos un enlace para elegir una contraseña nueva.',
      submit: 'Enviar el enlace',
      done: 'Si existe una cuenta para {{email}}, recibirá en unos minutos un correo electrónico con un enlace.',
      back: 'Volver a iniciar sesión',
    },
    account: {
      title: 'Mi cuenta',
      welcome: 'Ha iniciado sesión como {{email}}.',
      intro: 'Siga sus pedidos y gestione sus cuentas de prepago, su seguridad y sus citas.',
      signedOut: 'Ha cerrado la sesión. ¡Hasta pronto!',
      greeting: '¡Hola, {{name}}!',
      yourSpace: 'Su área de cliente',
      cards: {
        orders: { title: 'Mis pedidos', text: 'Seguir, volver a pedir, solicitar un reembolso.' },
        prepaid: { title: 'Cuentas de prepago', text: 'Sus saldos, sus movimientos y los avisos.' },
        buyPrepaid: {
          title: 'Comprar saldo de prepago',
          text: 'Recargar una cuenta o regalar una tarjeta regalo.',
        },
        twoFactor: {
          title: 'Seguridad: verificación en dos pasos',
          text: 'Proteja su cuenta con una aplicación de autenticación.',
        },
        changePassword: { title: 'Cambiar mi contraseña', text: 'Elegir una contraseña nueva.' },
        tyres: {
          title: 'Cita para montaje de neumáticos',
          text: 'Elegir un día y una hora en el taller.',
        },
        editCustomer: {
          title: 'Modificar un cliente',
          text: 'Buscar un cliente y modificar sus datos.',
        },
      },
      latestOrders: 'Sus últimos pedidos',
      allOrders: 'Todos mis pedidos',
      noOrders: 'Todavía no ha hecho ningún pedido.',
      orderDate: 'Fecha',
      orderTotal: 'Total',
      staffArea: 'Área de vendedores',
    },
  },
};
