// The shapes of the demo data. Rows refer to each other by readable keys (a product's key, an
// offer's key...) that the seeder resolves to database ids; money is a string such as '1249.00'
// so no amount ever passes through a float; dates are day offsets from the day of seeding so
// that dashboards and payment stats stay meaningful whenever the demo is (re)seeded.
import type {
  ContractStatus,
  InvoiceStatus,
  OfferStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RecurringFrequency,
  RenewalType,
  Role,
} from '../../api/src/generated/prisma/enums.ts';

/** The four demo accounts of a customer tenant. */
export type UserKey = 'admin' | 'procurement' | 'finance' | 'it';

/** Who took an approval decision. */
export type Approver = 'finance' | 'it';

export interface TenantSeed {
  shortName: string;
  fullName: string;
  contactName: string;
  contactSurname: string;
  contactPhone: string;
  contactEmail: string;
  /** The street; postal code, city and province are their own fields (company settings, issue 14). */
  address: string;
  vatNumber: string;
  /** A company's codice fiscale: its 11-digit partita IVA. */
  fiscalCode: string;
  postalCode: string;
  city: string;
  province: string;
  /** The debtor account of payment runs (issue 16): a valid IBAN, the bank's BIC and the CBI CUC (customer tenants). */
  iban?: string;
  bic?: string;
  cbiCuc?: string;
}

export interface UserSeed {
  key: UserKey;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface ProductSeed {
  key: string;
  name: string;
  description: string;
  price: string;
  category: string;
}

export interface SupplierSeed {
  key: string;
  name: string;
  businessName: string;
  address: string;
  /** A valid partita IVA (11 digits, check digit verified by the seeder). */
  vatNumber: string;
  /** The account to pay (a valid IBAN); one supplier per tenant has none, as happens. */
  iban?: string;
  bic?: string;
}

export interface CostCenterSeed {
  code: string;
  description: string;
}

export interface Rejection {
  by: Approver;
  reason: string;
}

export interface OfferSeed {
  key: string;
  title: string;
  daysAgo: number;
  supplier: string;
  status: OfferStatus;
  notes?: string;
  /** unitPrice is taken from the product, as the app does when the offer is made. */
  lines: { product: string; quantity: number }[];
  /** n makes the storage key offers/00000000-0000-4000-8000-<n as 12 digits>.pdf. */
  documents?: { n: number; fileSize: number; price: string }[];
  recipients?: { name: string; costCenter: string; location: string; city: string; share: string; notes?: string }[];
  rejection?: Rejection;
}

export interface OrderSeed {
  key: string;
  offer: string;
  /** The NNN of ORD-{year}-NNN, 100 to 999. */
  number: number;
  daysAgo: number;
  status: OrderStatus;
  /** Estimated delivery, in days from the order date. */
  deliveryAfterDays: number;
  /** Actual delivery, for received and completed orders. */
  deliveredDaysAgo?: number;
}

export interface InvoiceLineSeed {
  product?: string;
  description: string;
  quantity: number;
  unitPrice: string;
  vat: string;
}

export interface InvoiceSeed {
  key: string;
  /** The NNNN of FT-{year}/NNNN. */
  number: number;
  /** Defaults to the order's supplier. */
  supplier?: string;
  order?: string;
  contract?: string;
  daysAgo: number;
  status: InvoiceStatus;
  /** Defaults to the order's offer lines at 22% VAT. */
  lines?: InvoiceLineSeed[];
  recurring?: { frequency: RecurringFrequency; nextInDays: number };
  rejection?: Rejection;
}

export interface PaymentSeed {
  /** The NNNN of PAG-{year}-NNNN. */
  number: number;
  status: PaymentStatus;
  invoices: string[];
  daysAgo: number;
  method?: PaymentMethod;
  /** Availability date in days from today (negative: past, 0: today). */
  availableInDays?: number;
  paidDaysAgo?: number;
}

export interface ContractSeed {
  key: string;
  name: string;
  supplier: string;
  contractType: string;
  status: ContractStatus;
  renewalType: RenewalType;
  daysAgo: number;
  expiryInDays: number;
  signedDaysAgo?: number;
  rejection?: Rejection;
}

/** Everything one customer tenant starts with. */
export interface TenantDemo {
  tenant: TenantSeed;
  users: UserSeed[];
  products: ProductSeed[];
  suppliers: SupplierSeed[];
  costCenters: CostCenterSeed[];
  offers: OfferSeed[];
  orders: OrderSeed[];
  contracts: ContractSeed[];
  invoices: InvoiceSeed[];
  payments: PaymentSeed[];
}
