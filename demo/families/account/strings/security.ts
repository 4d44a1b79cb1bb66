/**
 * The Security group's words for two-factor sign-in and the password change (issue 13, spec 001
 * §2), per culture: spread into each culture's `Security` group (one owner per key).
 */
import type { Culture } from '../../../shared/culture';

export type SecurityKey =
  | 'SecurityTitle'
  | 'SecurityIntro'
  | 'TwoFactorIntro'
  | 'TwoFactorIsOn'
  | 'TwoFactorIsOff'
  | 'TwoFactorTurnOn'
  | 'TwoFactorTurnOff'
  | 'TwoFactorScanStep'
  | 'QrCodeLabel'
  | 'ManualKey'
  | 'CopyKey'
  | 'KeyCopied'
  | 'CopyFailed'
  | 'Code'
  | 'CodeHint'
  | 'CodeFormat'
  | 'WrongCode'
  | 'Confirm'
  | 'Back'
  | 'TwoFactorEnabled'
  | 'RecoveryCodes'
  | 'TwoFactorDisableIntro'
  | 'TwoFactorDisabled'
  | 'CurrentPassword'
  | 'NewPassword'
  | 'NewPasswordHint'
  | 'ConfirmPassword'
  | 'WrongPassword'
  | 'PasswordChanged'
  | 'SavePassword'
  | 'TwoFactorSignIn';

export const security: Record<Culture, Record<SecurityKey, string>> = {
  fr: {
    SecurityTitle: 'Connexion et sécurité',
    SecurityIntro: 'Protégez votre compte : mot de passe et validation en deux étapes.',
    TwoFactorIntro:
      'À chaque connexion, nous vous demanderons en plus un code à 6 chiffres donné par une application d’authentification sur votre téléphone.',
    TwoFactorIsOn: 'La validation en deux étapes est activée.',
    TwoFactorIsOff: 'La validation en deux étapes est désactivée.',
    TwoFactorTurnOn: 'Activer la validation en deux étapes',
    TwoFactorTurnOff: 'Désactiver la validation en deux étapes',
    TwoFactorScanStep:
      'Scannez le QR code avec votre application d’authentification, puis saisissez le code qu’elle affiche.',
    QrCodeLabel: 'QR code à scanner avec votre application d’authentification',
    ManualKey: 'Vous ne pouvez pas scanner ? Saisissez cette clé dans l’application :',
    CopyKey: 'Copier la clé',
    KeyCopied: 'Clé copiée.',
    CopyFailed: 'La clé n’a pas pu être copiée : sélectionnez-la et copiez-la vous-même.',
    Code: 'Code à 6 chiffres',
    CodeHint: 'Le code affiché par votre application d’authentification.',
    CodeFormat: 'Saisissez les 6 chiffres du code.',
    WrongCode: 'Ce code n’est pas valable. Vérifiez l’heure de votre téléphone et réessayez.',
    Confirm: 'Confirmer',
    Back: 'Retour',
    TwoFactorEnabled: 'C’est fait : la validation en deux étapes est activée.',
    RecoveryCodes:
      'Codes de secours, à conserver en lieu sûr : chacun permet une connexion si vous perdez votre téléphone. Ils ne seront plus affichés.',
    TwoFactorDisableIntro:
      'Pour désactiver la validation en deux étapes, saisissez un code de votre application.',
    TwoFactorDisabled: 'La validation en deux étapes est désactivée.',
    CurrentPassword: 'Mot de passe actuel',
    NewPassword: 'Nouveau mot de passe',
    NewPasswordHint: 'Au moins 8 caractères.',
    ConfirmPassword: 'Confirmez le nouveau mot de passe',
    WrongPassword: 'Ce mot de passe n’est pas le bon.',
    PasswordChanged: 'Votre mot de passe a été modifié.',
    SavePassword: 'Enregistrer le mot de passe',
    TwoFactorSignIn:
      'Pour terminer la connexion, saisissez le code à 6 chiffres de votre application d’authentification.',
  },
  nl: {
    SecurityTitle: 'Aanmelden en beveiliging',
    SecurityIntro: 'Bescherm uw account: wachtwoord en tweestapsverificatie.',
    TwoFactorIntro:
      'Bij elke aanmelding vragen we ook een code van 6 cijfers uit een authenticatie-app op uw telefoon.',
    TwoFactorIsOn: 'Tweestapsverificatie staat aan.',
    TwoFactorIsOff: 'Tweestapsverificatie staat uit.',
    TwoFactorTurnOn: 'Tweestapsverificatie inschakelen',
    TwoFactorTurnOff: 'Tweestapsverificatie uitschakelen',
    TwoFactorScanStep:
      'Scan de QR-code met uw authenticatie-app en vul daarna de code in die de app toont.',
    QrCodeLabel: 'QR-code om te scannen met uw authenticatie-app',
    ManualKey: 'Lukt scannen niet? Voer deze sleutel in de app in:',
    CopyKey: 'Sleutel kopiëren',
    KeyCopied: 'Sleutel gekopieerd.',
    CopyFailed: 'De sleutel kon niet worden gekopieerd: selecteer en kopieer hem zelf.',
    Code: 'Code van 6 cijfers',
    CodeHint: 'De code die uw authenticatie-app toont.',
    CodeFormat: 'Vul de 6 cijfers van de code in.',
    WrongCode: 'Deze code is niet geldig. Controleer de tijd op uw telefoon en probeer opnieuw.',
    Confirm: 'Bevestigen',
    Back: 'Terug',
    TwoFactorEnabled: 'Klaar: tweestapsverificatie staat aan.',
    RecoveryCodes:
      'Herstelcodes, bewaar ze op een veilige plek: met elk ervan kunt u zich één keer aanmelden als u uw telefoon kwijt bent. Ze worden niet meer getoond.',
    TwoFactorDisableIntro: 'Vul een code uit uw app in om tweestapsverificatie uit te schakelen.',
    TwoFactorDisabled: 'Tweestapsverificatie staat uit.',
    CurrentPassword: 'Huidig wachtwoord',
    NewPassword: 'Nieuw wachtwoord',
    NewPasswordHint: 'Minstens 8 tekens.',
    ConfirmPassword: 'Bevestig het nieuwe wachtwoord',
    WrongPassword: 'Dit wachtwoord klopt niet.',
    PasswordChanged: 'Uw wachtwoord is gewijzigd.',
    SavePassword: 'Wachtwoord opslaan',
    TwoFactorSignIn:
      'Vul de code van 6 cijfers uit uw authenticatie-app in om het aanmelden af te ronden.',
  },
  es: {
    SecurityTitle: 'Inicio de sesión y seguridad',
    SecurityIntro: 'Proteja su cuenta: contraseña y verificación en dos pasos.',
    TwoFactorIntro:
      'En cada inicio de sesión le pediremos además un código de 6 cifras de una aplicación de autenticación de su teléfono.',
    TwoFactorIsOn: 'La verificación en dos pasos está activada.',
    TwoFactorIsOff: 'La verificación en dos pasos está desactivada.',
    TwoFactorTurnOn: 'Activar la verificación en dos pasos',
    TwoFactorTurnOff: 'Desactivar la verificación en dos pasos',
    TwoFactorScanStep:
      'Escanee el código QR con su aplicación de autenticación y escriba el código que muestra.',
    QrCodeLabel: 'Código QR para escanear con su aplicación de autenticación',
    ManualKey: '¿No puede escanearlo? Introduzca esta clave en la aplicación:',
    CopyKey: 'Copiar la clave',
    KeyCopied: 'Clave copiada.',
    CopyFailed: 'No se ha podido copiar la clave: selecciónela y cópiela usted mismo.',
    Code: 'Código de 6 cifras',
    CodeHint: 'El código que muestra su aplicación de autenticación.',
    CodeFormat: 'Escriba las 6 cifras del código.',
    WrongCode: 'Este código no es válido. Compruebe la hora de su teléfono y vuelva a intentarlo.',
    Confirm: 'Confirmar',
    Back: 'Volver',
    TwoFactorEnabled: 'Listo: la verificación en dos pasos está activada.',
    RecoveryCodes:
      'Códigos de recuperación, guárdelos en un lugar seguro: cada uno le permite iniciar sesión una vez si pierde el teléfono. No se volverán a mostrar.',
    TwoFactorDisableIntro:
      'Para desactivar la verificación en dos pasos, escriba un código de su aplicación.',
    TwoFactorDisabled: 'La verificación en dos pasos está desactivada.',
    CurrentPassword: 'Contraseña actual',
    NewPassword: 'Nueva contraseña',
    NewPasswordHint: 'Al menos 8 caracteres.',
    ConfirmPassword: 'Confirme la nueva contraseña',
    WrongPassword: 'Esta contraseña no es correcta.',
    PasswordChanged: 'Se ha cambiado su contraseña.',
    SavePassword: 'Guardar la contraseña',
    TwoFactorSignIn:
      'Para terminar de iniciar sesión, escriba el código de 6 cifras de su aplicación de autenticación.',
  },
  de: {
    SecurityTitle: 'Anmeldung und Sicherheit',
    SecurityIntro: 'Schützen Sie Ihr Konto: Passwort und Zwei-Faktor-Authentifizierung.',
    TwoFactorIntro:
      'Bei jeder Anmeldung fragen wir zusätzlich nach einem 6-stelligen Code aus einer Authenticator-App auf Ihrem Telefon.',
    TwoFactorIsOn: 'Die Zwei-Faktor-Authentifizierung ist aktiviert.',
    TwoFactorIsOff: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert.',
    TwoFactorTurnOn: 'Zwei-Faktor-Authentifizierung aktivieren',
    TwoFactorTurnOff: 'Zwei-Faktor-Authentifizierung deaktivieren',
    TwoFactorScanStep:
      'Scannen Sie den QR-Code mit Ihrer Authenticator-App und geben Sie dann den angezeigten Code ein.',
    QrCodeLabel: 'QR-Code zum Scannen mit Ihrer Authenticator-App',
    ManualKey: 'Scannen klappt nicht? Geben Sie diesen Schlüssel in der App ein:',
    CopyKey: 'Schlüssel kopieren',
    KeyCopied: 'Schlüssel kopiert.',
    CopyFailed:
      'Der Schlüssel konnte nicht kopiert werden: Markieren und kopieren Sie ihn bitte selbst.',
    Code: '6-stelliger Code',
    CodeHint: 'Der Code, den Ihre Authenticator-App anzeigt.',
    CodeFormat: 'Geben Sie die 6 Ziffern des Codes ein.',
    WrongCode:
      'Dieser Code ist nicht gültig. Prüfen Sie die Uhrzeit Ihres Telefons und versuchen Sie es erneut.',
    Confirm: 'Bestätigen',
    Back: 'Zurück',
    TwoFactorEnabled: 'Fertig: Die Zwei-Faktor-Authentifizierung ist aktiviert.',
    RecoveryCodes:
      'Wiederherstellungscodes, bitte sicher aufbewahren: Mit jedem können Sie sich einmal anmelden, falls Sie Ihr Telefon verlieren. Sie werden nicht noch einmal angezeigt.',
    TwoFactorDisableIntro:
      'Geben Sie einen Code aus Ihrer App ein, um die Zwei-Faktor-Authentifizierung zu deaktivieren.',
    TwoFactorDisabled: 'Die Zwei-Faktor-Authentifizierung ist deaktiviert.',
    CurrentPassword: 'Aktuelles Passwort',
    NewPassword: 'Neues Passwort',
    NewPasswordHint: 'Mindestens 8 Zeichen.',
    ConfirmPassword: 'Neues Passwort bestätigen',
    WrongPassword: 'Dieses Passwort ist nicht richtig.',
    PasswordChanged: 'Ihr Passwort wurde geändert.',
    SavePassword: 'Passwort speichern',
    TwoFactorSignIn:
      'Geben Sie zum Abschluss der Anmeldung den 6-stelligen Code aus Ihrer Authenticator-App ein.',
  },
  it: {
    SecurityTitle: 'Accesso e sicurezza',
    SecurityIntro: 'Proteggi il tuo account: password e verifica in due passaggi.',
    TwoFactorIntro:
      'A ogni accesso ti chiederemo anche un codice di 6 cifre fornito da un’app di autenticazione sul telefono.',
    TwoFactorIsOn: 'La verifica in due passaggi è attiva.',
    TwoFactorIsOff: 'La verifica in due passaggi non è attiva.',
    TwoFactorTurnOn: 'Attiva la verifica in due passaggi',
    TwoFactorTurnOff: 'Disattiva la verifica in due passaggi',
    TwoFactorScanStep:
      'Scansiona il codice QR con la tua app di autenticazione, poi inserisci il codice che mostra.',
    QrCodeLabel: 'Codice QR da scansionare con la tua app di autenticazione',
    ManualKey: 'Non riesci a scansionarlo? Inserisci questa chiave nell’app:',
    CopyKey: 'Copia la chiave',
    KeyCopied: 'Chiave copiata.',
    CopyFailed: 'Impossibile copiare la chiave: selezionala e copiala tu.',
    Code: 'Codice di 6 cifre',
    CodeHint: 'Il codice mostrato dalla tua app di autenticazione.',
    CodeFormat: 'Inserisci le 6 cifre del codice.',
    WrongCode: 'Questo codice non è valido. Controlla l’ora del telefono e riprova.',
    Confirm: 'Conferma',
    Back: 'Indietro',
    TwoFactorEnabled: 'Fatto: la verifica in due passaggi è attiva.',
    RecoveryCodes:
      'Codici di recupero, conservali in un luogo sicuro: ognuno permette un accesso se perdi il telefono. Non verranno più mostrati.',
    TwoFactorDisableIntro:
      'Per disattivare la verifica in due passaggi, inserisci un codice della tua app.',
    TwoFactorDisabled: 'La verifica in due passaggi non è attiva.',
    CurrentPassword: 'Password attuale',
    NewPassword: 'Nuova password',
    NewPasswordHint: 'Almeno 8 caratteri.',
    ConfirmPassword: 'Conferma la nuova password',
    WrongPassword: 'Questa password non è corretta.',
    PasswordChanged: 'La tua password è stata modificata.',
    SavePassword: 'Salva la password',
    TwoFactorSignIn:
      'Per completare l’accesso, inserisci il codice di 6 cifre della tua app di autenticazione.',
  },
  pt: {
    SecurityTitle: 'Início de sessão e segurança',
    SecurityIntro: 'Proteja a sua conta: palavra-passe e verificação em dois passos.',
    TwoFactorIntro:
      'Em cada início de sessão pediremos também um código de 6 dígitos de uma aplicação de autenticação no seu telemóvel.',
    TwoFactorIsOn: 'A verificação em dois passos está ativada.',
    TwoFactorIsOff: 'A verificação em dois passos está desativada.',
    TwoFactorTurnOn: 'Ativar a verificação em dois passos',
    TwoFactorTurnOff: 'Desativar a verificação em dois passos',
    TwoFactorScanStep:
      'Leia o código QR com a sua aplicação de autenticação e introduza o código que ela mostra.',
    QrCodeLabel: 'Código QR para ler com a sua aplicação de autenticação',
    ManualKey: 'Não consegue ler? Introduza esta chave na aplicação:',
    CopyKey: 'Copiar a chave',
    KeyCopied: 'Chave copiada.',
    CopyFailed: 'Não foi possível copiar a chave: selecione-a e copie-a manualmente.',
    Code: 'Código de 6 dígitos',
    CodeHint: 'O código mostrado pela sua aplicação de autenticação.',
    CodeFormat: 'Introduza os 6 dígitos do código.',
    WrongCode: 'Este código não é válido. Verifique a hora do telemóvel e tente novamente.',
    Confirm: 'Confirmar',
    Back: 'Voltar',
    TwoFactorEnabled: 'Feito: a verificação em dois passos está ativada.',
    RecoveryCodes:
      'Códigos de recuperação, guarde-os num local seguro: cada um permite iniciar sessão uma vez se perder o telemóvel. Não voltarão a ser mostrados.',
    TwoFactorDisableIntro:
      'Para desativar a verificação em dois passos, introduza um código da sua aplicação.',
    TwoFactorDisabled: 'A verificação em dois passos está desativada.',
    CurrentPassword: 'Palavra-passe atual',
    NewPassword: 'Nova palavra-passe',
    NewPasswordHint: 'Pelo menos 8 caracteres.',
    ConfirmPassword: 'Confirme a nova palavra-passe',
    WrongPassword: 'Esta palavra-passe não está correta.',
    PasswordChanged: 'A sua palavra-passe foi alterada.',
    SavePassword: 'Guardar a palavra-passe',
    TwoFactorSignIn:
      'Para concluir o início de sessão, introduza o código de 6 dígitos da sua aplicação de autenticação.',
  },
};
