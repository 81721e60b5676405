/**
 * @generated SignedSource<<f985322d0a93822b578e2152d1336819>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "approved_finance" | "approved_it" | "fully_approved" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecentInvoices_dashboard$data = {
  readonly recentInvoices: ReadonlyArray<{
    readonly id: string;
    readonly invoiceNumber: string;
    readonly rowId: number;
    readonly status: InvoiceStatus;
    readonly statusLabel: string;
    readonly supplierName: string;
    readonly totalAmount: string;
  }>;
  readonly " $fragmentType": "RecentInvoices_dashboard";
};
export type RecentInvoices_dashboard$key = {
  readonly " $data"?: RecentInvoices_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentInvoices_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentInvoices_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "recentInvoices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "statusLabel",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "486d8b7f61ccc6a756ffc52996c1e5c3";

export default node;
