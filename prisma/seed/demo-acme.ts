// Acme S.p.A. (Milano): the larger demo tenant. Every offer, order, invoice, payment and contract
// state occurs at least once, and a received order without invoice is left for the
// 'create invoice from order' journey, an approved offer without order for 'create order'.
import type { TenantDemo } from './types.ts';
import { acmeOffers, acmeOrders } from './demo-acme-purchasing.ts';
import { acmeContracts, acmeInvoices, acmePayments } from './demo-acme-billing.ts';

export const acme: TenantDemo = {
  tenant: {
    shortName: 'acme',
    fullName: 'Acme S.p.A.',
    contactName: 'Marco',
    contactSurname: 'Rossi',
    contactPhone: '+39 02 4567 8901',
    contactEmail: 'amministrazione@acme.test',
    address: 'Via Torino 45',
    vatNumber: '06543210154',
    fiscalCode: '06543210154',
    postalCode: '20123',
    city: 'Milano',
    province: 'MI',
  },
  users: [
    { key: 'admin', email: 'admin@acme.test', firstName: 'Marco', lastName: 'Rossi', role: 'admin' },
    {
      key: 'procurement',
      email: 'procurement@acme.test',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      role: 'procurement',
    },
    { key: 'finance', email: 'finance@acme.test', firstName: 'Luca', lastName: 'Ferrari', role: 'finance' },
    { key: 'it', email: 'it@acme.test', firstName: 'Francesca', lastName: 'Romano', role: 'it_director' },
  ],
  products: [
    {
      key: 'notebook',
      name: 'Notebook Lenovo ThinkPad T14 Gen 5',
      description: 'Intel Core Ultra 7, 32 GB RAM, SSD 1 TB',
      price: '1249.00',
      category: 'Hardware',
    },
    {
      key: 'monitor',
      name: 'Monitor Dell UltraSharp U2724D 27"',
      description: 'QHD IPS, USB-C 90 W',
      price: '389.90',
      category: 'Hardware',
    },
    {
      key: 'docking',
      name: 'Docking station Lenovo USB-C',
      description: 'Doppia uscita video, Ethernet, 100 W',
      price: '219.00',
      category: 'Hardware',
    },
    {
      key: 'm365',
      name: 'Licenza Microsoft 365 Business Standard',
      description: 'Abbonamento annuale per utente',
      price: '151.20',
      category: 'Software',
    },
    {
      key: 'acrobat',
      name: 'Licenza Adobe Acrobat Pro',
      description: 'Abbonamento annuale per utente',
      price: '239.88',
      category: 'Software',
    },
    {
      key: 'assistenza',
      name: 'Assistenza sistemistica on-site',
      description: 'Giornata di un sistemista senior',
      price: '480.00',
      category: 'Servizi',
    },
    { key: 'carta', name: 'Carta A4 80 g/m²', description: 'Risma da 500 fogli', price: '4.35', category: 'Ufficio' },
    {
      key: 'sedia',
      name: 'Sedia ergonomica da ufficio',
      description: 'Supporto lombare regolabile, braccioli 3D',
      price: '279.00',
      category: 'Ufficio',
    },
  ],
  suppliers: [
    {
      key: 'informatica',
      name: 'Informatica Lombarda',
      businessName: 'Informatica Lombarda S.r.l.',
      address: 'Via Vittor Pisani 16, 20124 Milano (MI)',
      vatNumber: '09345120159',
    },
    {
      key: 'software',
      name: 'Soluzioni Software Italia',
      businessName: 'Soluzioni Software Italia S.p.A.',
      address: 'Via Tiburtina 1072, 00156 Roma (RM)',
      vatNumber: '04623910587',
    },
    {
      key: 'ufficio',
      name: 'Ufficio Più',
      businessName: 'Ufficio Più S.r.l.',
      address: 'Via Emilia Est 25, 41121 Modena (MO)',
      vatNumber: '02188730366',
    },
    {
      key: 'tecno',
      name: 'TecnoServizi Bologna',
      businessName: 'TecnoServizi Bologna S.r.l.',
      address: "Via dell'Indipendenza 8, 40121 Bologna (BO)",
      vatNumber: '03891570370',
    },
  ],
  costCenters: [
    { code: 'CC-IT', description: 'Sistemi informativi' },
    { code: 'CC-AMM', description: 'Amministrazione e finanza' },
    { code: 'CC-ACQ', description: 'Ufficio acquisti' },
    { code: 'CC-MKT', description: 'Marketing e commerciale' },
  ],
  offers: acmeOffers,
  orders: acmeOrders,
  contracts: acmeContracts,
  invoices: acmeInvoices,
  payments: acmePayments,
};
