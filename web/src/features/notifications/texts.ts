/** The bell and its list (Italian, like the rest of the shell). */
export const notificationTexts = {
  bell: 'Notifiche',
  bellWithCount: (count: number) => (count === 1 ? 'Notifiche: 1 non letta' : `Notifiche: ${count} non lette`),
  title: 'Notifiche',
  empty: 'Nessuna notifica',
  markAllRead: 'Segna tutte come lette',
  loading: 'Caricamento notifiche…',
  markFailed: 'Impossibile segnare le notifiche come lette: riprova',
  unread: 'Non letta',
} as const;
