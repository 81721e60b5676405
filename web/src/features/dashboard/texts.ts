/** The dashboard's texts, in English as the spec writes them. */
export const dashboardTexts = {
  loading: 'Loading dashboard data...',
  welcome: (name: string) => `Welcome back, ${name}`,
  offers: 'Offers',
  orders: 'Orders',
  invoices: 'Invoices',
  payments: 'Payments',
  pendingApproval: (n: number) => `${n} pending approval`,
  pending: (n: number) => `${n} pending`,
  paidTotal: (amount: string) => `${amount} paid`,
  recentOffers: { title: 'Recent Offers', empty: 'No offers found' },
  recentInvoices: { title: 'Recent Invoices', empty: 'No invoices found' },
  viewAll: 'View all',
} as const;
