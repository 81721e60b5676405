/** The in-app user manual ('Guida utente'), in Italian like the sign-in screen it opens from. */
export const userGuide = {
  title: 'Guida utente',
  intro:
    'Offer & Invoice gestisce il ciclo degli acquisti della tua azienda: dalle offerte dei fornitori agli ordini, ' +
    'fino alle fatture, ai pagamenti e ai contratti. Ogni azienda vede solo i propri dati.',
  approvalTitle: 'Approvazione in tre passaggi',
  approvalSteps: [
    {
      title: 'Creazione',
      who: 'Procurement Executive',
      text: "Registra l'offerta del fornitore con prodotti, documenti PDF e destinatari.",
    },
    {
      title: 'Verifica del budget',
      who: 'Finance Manager',
      text: "Controlla la copertura di budget e dà l'approvazione finanziaria, oppure rifiuta con una motivazione.",
    },
    {
      title: 'Approvazione tecnica',
      who: 'IT Director',
      text: "Valuta l'offerta dal punto di vista tecnico e dà l'approvazione tecnica, oppure la rifiuta.",
    },
  ],
  approvalOutcome:
    "Quando entrambe le approvazioni sono state date, l'offerta risulta approvata e si può creare l'ordine. " +
    "L'ordine passa da creato a inviato, ricevuto e completato; la fattura si crea dall'ordine ricevuto.",
  rolesTitle: 'Ruoli',
  roles: [
    {
      label: 'Procurement Executive',
      text: 'Crea offerte e ordini, aggiorna lo stato degli ordini e gestisce il catalogo prodotti.',
    },
    {
      label: 'Finance Manager',
      text: "Dà l'approvazione finanziaria, crea le fatture dagli ordini ricevuti e segue i pagamenti.",
    },
    { label: 'IT Director', text: "Dà l'approvazione tecnica di offerte, fatture e contratti." },
    { label: 'Administrator', text: 'Ha tutti i permessi e in più gestisce gli utenti della propria azienda.' },
    { label: 'Super Admin', text: "L'amministratore principale: gestisce anche le aziende (tenant)." },
  ],
  tipsTitle: 'Suggerimenti',
  tips: [
    'Ctrl+B (Cmd+B su Mac) apre e chiude il menu laterale.',
    'Dal menu in alto a destra puoi cambiare la password o uscire.',
  ],
  close: 'Chiudi',
} as const;
