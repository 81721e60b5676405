/**
 * Screen titles and sidebar labels. Each screen keeps the language the spec gives it: offers, orders,
 * suppliers, cost centers and invoice detail in English; invoices, payments, products, contracts and
 * users and company settings in Italian. Sidebar entries are named in English, as the spec lists them.
 */
export const screens = {
  dashboard: { title: 'Dashboard', nav: 'Dashboard', lang: 'en' },
  offers: { title: 'Offers', nav: 'Offers', lang: 'en' },
  offerCreate: { title: 'New Offer', nav: null, lang: 'en' },
  offerDetail: { title: 'Offer Details', nav: null, lang: 'en' },
  orders: { title: 'Orders', nav: 'Orders', lang: 'en' },
  orderCreate: { title: 'New Order', nav: null, lang: 'en' },
  orderDetail: { title: 'Order Details', nav: null, lang: 'en' },
  invoiceFromOrder: { title: 'Create Invoice', nav: null, lang: 'en' },
  invoices: { title: 'Fatture', nav: 'Invoices', lang: 'it' },
  invoiceDetail: { title: 'Invoice', nav: null, lang: 'en' },
  payments: { title: 'Pagamenti', nav: 'Payments', lang: 'it' },
  products: { title: 'Prodotti', nav: 'Products', lang: 'it' },
  suppliers: { title: 'Suppliers', nav: 'Suppliers', lang: 'en' },
  costCenters: { title: 'Cost Centers', nav: 'Cost Centers', lang: 'en' },
  budgets: { title: 'Budget', nav: 'Budgets', lang: 'it' },
  contracts: { title: 'Gestione Contratti', nav: 'Contracts', lang: 'it' },
  contractDetail: { title: 'Dettagli Contratto', nav: null, lang: 'it' },
  users: { title: 'Gestione Utenti', nav: 'User Admin', lang: 'it' },
  tenants: { title: 'Tenant Management', nav: 'Tenant Admin', lang: 'en' },
  company: { title: 'Dati aziendali', nav: 'Company Settings', lang: 'it' },
  // Issue 17: the approvals inbox, named as the issue names it.
  inbox: { title: 'Da approvare', nav: 'Da approvare', lang: 'it' },
  analytics: { title: 'Analisi spesa', nav: 'Spend Analytics', lang: 'it' },
  apiKeys: { title: 'Chiavi API', nav: 'API Keys', lang: 'it' },
  webhooks: { title: 'Webhook', nav: 'Webhooks', lang: 'it' },
} as const;

export type ScreenId = keyof typeof screens;
