// Globex S.r.l. (Torino): a smaller tenant with its own names throughout, so tests can tell
// which tenant a row came from. It too has every state of every workflow.
import type { TenantDemo } from './types.ts';
import {
  globexOffers,
  globexOrders,
  globexContracts,
  globexInvoices,
  globexPayments,
} from './demo-globex-workflows.ts';

export const globex: TenantDemo = {
  tenant: {
    shortName: 'globex',
    fullName: 'Globex S.r.l.',
    contactName: 'Alessandro',
    contactSurname: 'Ricci',
    contactPhone: '+39 011 234 5678',
    contactEmail: 'info@globex.test',
    address: 'Corso Vittorio Emanuele II 120',
    vatNumber: '12177500019',
    fiscalCode: '12177500019',
    postalCode: '10121',
    city: 'Torino',
    province: 'TO',
  },
  users: [
    { key: 'admin', email: 'admin@globex.test', firstName: 'Alessandro', lastName: 'Ricci', role: 'admin' },
    {
      key: 'procurement',
      email: 'procurement@globex.test',
      firstName: 'Chiara',
      lastName: 'Marino',
      role: 'procurement',
    },
    { key: 'finance', email: 'finance@globex.test', firstName: 'Paolo', lastName: 'Greco', role: 'finance' },
    { key: 'it', email: 'it@globex.test', firstName: 'Elena', lastName: 'Conti', role: 'it_director' },
  ],
  products: [
    {
      key: 'laptop',
      name: 'Laptop HP EliteBook 840 G11',
      description: 'Intel Core Ultra 5, 16 GB RAM, SSD 512 GB',
      price: '1389.00',
      category: 'Hardware',
    },
    {
      key: 'stampante',
      name: 'Stampante multifunzione Brother MFC-L8900CDW',
      description: 'Laser a colori, fronte/retro, rete',
      price: '649.00',
      category: 'Hardware',
    },
    {
      key: 'eset',
      name: 'Licenza ESET PROTECT Entry',
      description: 'Abbonamento annuale per dispositivo',
      price: '42.50',
      category: 'Software',
    },
    {
      key: 'gdpr',
      name: 'Consulenza GDPR',
      description: "Un'ora di consulenza di un esperto privacy",
      price: '95.00',
      category: 'Servizi',
    },
    {
      key: 'toner',
      name: 'Toner Brother TN-821XL nero',
      description: 'Alta capacità, 12.000 pagine',
      price: '118.40',
      category: 'Ufficio',
    },
    {
      key: 'cancelleria',
      name: 'Kit cancelleria da scrivania',
      description: 'Penne, evidenziatori, post-it, pinzatrice',
      price: '36.90',
      category: 'Ufficio',
    },
  ],
  suppliers: [
    {
      key: 'piemonte',
      name: 'Piemonte Digitale',
      businessName: 'Piemonte Digitale S.r.l.',
      address: 'Via Nizza 150, 10126 Torino (TO)',
      vatNumber: '11246030016',
    },
    {
      key: 'cartoleria',
      name: 'Cartoleria Sabauda',
      businessName: 'Cartoleria Sabauda S.n.c.',
      address: 'Via Po 12, 10123 Torino (TO)',
      vatNumber: '08765400018',
    },
    {
      key: 'privacy',
      name: 'Privacy Consulting',
      businessName: 'Privacy Consulting S.r.l.',
      address: 'Piazza Castello 9, 10122 Torino (TO)',
      vatNumber: '05902180016',
    },
  ],
  costCenters: [
    { code: 'CC-IT', description: 'Information technology' },
    { code: 'CC-LOG', description: 'Logistica e magazzino' },
    { code: 'CC-PRD', description: 'Produzione' },
  ],
  offers: globexOffers,
  orders: globexOrders,
  contracts: globexContracts,
  invoices: globexInvoices,
  payments: globexPayments,
};
