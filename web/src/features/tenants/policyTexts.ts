/** The tenant-policy switch on the user-management screen (Italian, like that screen). */
export const policyTexts = {
  segregation: 'Separazione dei compiti',
  segregationHelp: (tenant: string) =>
    `Le due approvazioni di un'offerta, di una fattura o di un contratto di ${tenant} devono venire da due persone diverse.`,
  switchedOn: 'Separazione dei compiti attivata',
  switchedOff: 'Separazione dei compiti disattivata',
  failed: "Errore nel salvataggio dell'impostazione",
} as const;
