import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ScreenId } from './i18n/screens.ts';
import { invoiceFromOrderLoader } from './features/invoices/invoiceFromOrderLoader.ts';
import { orderCreateLoader } from './features/orders/orderCreateLoader.ts';

/** Route loaders that start a screen's query (see relay/screenQuery.ts); router.tsx attaches them. */
export const SCREEN_LOADERS: Partial<Record<ScreenId, (args: LoaderFunctionArgs) => unknown>> = {
  orderCreate: orderCreateLoader,
  invoiceFromOrder: invoiceFromOrderLoader,
};
