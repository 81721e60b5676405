/**
 * @generated SignedSource<<28bc7ecb892b2086acbc45bfa5445e0a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "approved_finance" | "approved_it" | "fully_approved" | "pending" | "rejected" | "%future added value";
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecentLists_dashboard$data = {
  readonly recentInvoices: ReadonlyArray<{
    readonly id: string;
    readonly invoiceNumber: string;
    readonly rowId: number;
    readonly status: InvoiceStatus;
    readonly statusLabel: string;
    readonly supplierName: string;
    readonly totalAmount: string;
  }>;
  readonly recentOffers: ReadonlyArray<{
    readonly approvedByFinance: boolean;
    readonly approvedByIT: boolean;
    readonly id: string;
    readonly rowId: number;
    readonly status: OfferStatus;
    readonly supplierName: string;
    readonly title: string;
    readonly totalAmount: string;
  }>;
  readonly " $fragmentType": "RecentLists_dashboard";
};
export type RecentLists_dashboard$key = {
  readonly " $data"?: RecentLists_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentLists_dashboard">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "supplierName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalAmount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentLists_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Offer",
      "kind": "LinkedField",
      "name": "recentOffers",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approvedByFinance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "approvedByIT",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "recentInvoices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
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
})();

(node as any).hash = "a2185d3f9071083bacdd3436f9bc8a3c";

export default node;
