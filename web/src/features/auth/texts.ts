/**
 * Issue 17: the texts of password recovery and of the e-mail notification preference (Italian, like
 * the sign-in screen). The new password's rules keep the change-password messages (i18n/texts.ts).
 */
export const recoveryTexts = {
  forgotLink: 'Password dimenticata?',
  forgotTitle: 'Recupera la password',
  forgotIntro: "Indica l'azienda e l'email del tuo account: ti invieremo un link per scegliere una nuova password.",
  forgotSubmit: 'Invia il link',
  forgotSubmitting: 'Invio in corso...',
  forgotFailed: 'Non è stato possibile inviare la richiesta. Riprova.',
  /** The server's one answer, whether the account exists or not. */
  forgotSent:
    "Se l'indirizzo appartiene a un account, riceverai a breve un'e-mail con il link per reimpostare la password.",
  emailRequired: "Inserisci l'email",
  emailInvalid: 'Inserisci un indirizzo email valido',
  tenantRequired: "Seleziona l'azienda",
  backToLogin: "Torna all'accesso",
  resetTitle: 'Scegli una nuova password',
  resetIntro: 'Il link vale 30 minuti e una sola volta. Dopo il cambio dovrai accedere di nuovo su ogni dispositivo.',
  resetSubmit: 'Salva la nuova password',
  resetSubmitting: 'Salvataggio...',
  resetFailed: 'Non è stato possibile salvare la password. Riprova.',
  resetDone: 'Password aggiornata. Ora puoi accedere con la nuova password.',
  resetMissingToken: 'Il link per reimpostare la password non è valido o è scaduto: richiedine uno nuovo.',
  goToLogin: 'Vai all’accesso',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma la nuova password',
  passwordHint: 'Almeno 6 caratteri.',
  /** The server's messages for the same rules (CHOSEN_PASSWORD_MESSAGES.italian). */
  newRequired: 'Inserisci la nuova password',
  mismatch: 'Le due password non coincidono',
  tooShort: 'La password deve avere almeno 6 caratteri',
} as const;

export const emailNotificationTexts = {
  menuItem: 'Notifiche e-mail',
  title: 'Notifiche e-mail',
  intro: 'Come vuoi ricevere per e-mail le notifiche (documenti da approvare, approvazioni, rifiuti ...)?',
  label: 'Invio delle e-mail',
  immediately: 'Subito, una e-mail per ogni notifica',
  daily_digest: 'Un riepilogo al giorno (alle 7:00)',
  off: 'Nessuna e-mail (solo nell’app)',
  disabled: 'Questo server non invia e-mail: la preferenza vale quando l’amministratore configura la posta.',
  cancel: 'Annulla',
  submit: 'Salva',
  submitting: 'Salvataggio...',
  success: 'Preferenza salvata',
  failed: 'Non è stato possibile salvare la preferenza. Riprova.',
} as const;
