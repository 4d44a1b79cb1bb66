import type { FamilyStrings } from '../../../shared/strings';
import type { HelpPages } from './types';

/** What the help family says in Spanish. */
export const es: FamilyStrings<HelpPages> = {
  resources: {},
  pages: {
    faq: {
      title: 'Preguntas frecuentes',
      intro: 'Las respuestas a las preguntas que nuestros clientes nos hacen con más frecuencia.',
      more: '¿No encuentra su respuesta?',
      contact: 'Contáctenos',
      questions: [
        {
          question: '¿Cuánto tarda la entrega?',
          answer:
            'De dos a cuatro días laborables en Bélgica, Francia y los Países Bajos; de tres a seis en el resto de Europa.',
        },
        {
          question: '¿Cuánto cuesta el envío?',
          answer:
            'El envío es gratuito a partir de 50 €. Por debajo, cuesta 4,95 € a domicilio y 2,95 € en punto de recogida.',
        },
        {
          question: '¿Puedo devolver un artículo?',
          answer:
            'Sí, en los 30 días siguientes a la entrega, en su embalaje original. Solicite la devolución en su cuenta, apartado Pedidos.',
        },
        {
          question: '¿Cuándo recibo el reembolso?',
          answer:
            'En los cinco días laborables siguientes a la recepción de la devolución, en el medio de pago del pedido.',
        },
        {
          question: '¿Qué medios de pago aceptan?',
          answer:
            'Tarjetas Visa, Mastercard y American Express, Bancontact, iDEAL y transferencia bancaria.',
        },
        {
          question: '¿Puedo modificar mi pedido?',
          answer:
            'Mientras no esté preparado, puede cambiar la dirección de entrega desde su cuenta. Para lo demás, contáctenos.',
        },
        {
          question: 'Un artículo está agotado: ¿volverá a estar disponible?',
          answer:
            'Casi siempre, sí. En la ficha del producto, pida un aviso por correo cuando vuelva a haber existencias.',
        },
        {
          question: '¿Necesito una cuenta para comprar?',
          answer:
            'No, puede comprar sin cuenta. Con una cuenta sigue sus pedidos y guarda sus direcciones.',
        },
        {
          question: '¿Puedo recoger mi pedido en tienda?',
          answer:
            'Sí, elija la recogida en tienda al elegir la entrega: es gratuita y está lista en dos horas.',
        },
      ],
    },
  },
};
