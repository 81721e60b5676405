import type { Address, Party, Transmission, VatId, XmlNode } from './types.ts';
import { childOf, requiredChild, requiredText, textOf } from './xml-node.ts';

/** IdFiscaleIVA / IdTrasmittente. */
export function vatIdOf(node: XmlNode | undefined): VatId | null {
  if (!node) return null;
  return { country: requiredText(node, 'IdPaese').toUpperCase(), code: requiredText(node, 'IdCodice') };
}

function addressOf(sede: XmlNode): Address {
  return {
    street: requiredText(sede, 'Indirizzo'),
    streetNumber: textOf(sede, 'NumeroCivico'),
    postalCode: requiredText(sede, 'CAP'),
    city: requiredText(sede, 'Comune'),
    province: textOf(sede, 'Provincia'),
    country: requiredText(sede, 'Nazione'),
  };
}

/** CedentePrestatore or CessionarioCommittente. */
export function partyOf(node: XmlNode): Party {
  const data = requiredChild(node, 'DatiAnagrafici');
  const registry = requiredChild(data, 'Anagrafica');
  const companyName = textOf(registry, 'Denominazione');
  const firstName = textOf(registry, 'Nome');
  const lastName = textOf(registry, 'Cognome');
  const contacts = childOf(node, 'Contatti');
  return {
    vatId: vatIdOf(childOf(data, 'IdFiscaleIVA')),
    fiscalCode: textOf(data, 'CodiceFiscale'),
    // The schema requires either Denominazione or Nome + Cognome.
    name: companyName ?? [firstName, lastName].filter(Boolean).join(' '),
    companyName,
    firstName,
    lastName,
    title: textOf(registry, 'Titolo'),
    address: addressOf(requiredChild(node, 'Sede')),
    taxRegime: textOf(data, 'RegimeFiscale'),
    email: textOf(contacts, 'Email'),
    phone: textOf(contacts, 'Telefono'),
  };
}

export function transmissionOf(header: XmlNode): Transmission {
  const data = requiredChild(header, 'DatiTrasmissione');
  return {
    senderId: vatIdOf(requiredChild(data, 'IdTrasmittente'))!,
    sequence: requiredText(data, 'ProgressivoInvio'),
    format: requiredText(data, 'FormatoTrasmissione'),
    recipientCode: requiredText(data, 'CodiceDestinatario'),
    recipientPec: textOf(data, 'PECDestinatario'),
  };
}
