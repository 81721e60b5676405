/**
 * @generated SignedSource<<54069bb2757ec733a6af4c257e2d34ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "approved_finance" | "approved_it" | "fully_approved" | "pending" | "rejected" | "%future added value";
export type RecurringFrequency = "annual" | "monthly" | "quarterly" | "semiannual" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceRow_invoice$data = {
  readonly canDelete: boolean;
  readonly canEdit: boolean;
  readonly dueDate: string;
  readonly invoiceDate: string;
  readonly invoiceNumber: string;
  readonly isRecurring: boolean;
  readonly listStatus: string;
  readonly orderNumber: string | null | undefined;
  readonly recurringFrequency: RecurringFrequency | null | undefined;
  readonly rowId: number;
  readonly status: InvoiceStatus;
  readonly supplierName: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "InvoiceRow_invoice";
};
export type InvoiceRow_invoice$key = {
  readonly " $data"?: InvoiceRow_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceRow_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceRow_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isRecurring",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recurringFrequency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDelete",
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "fee0dc4fb23793a73c86cd45e3c081c5";

export default node;
