/**
 * @generated SignedSource<<dbb414d750023d3d6cd0fcb5e10c7499>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecentOffers_dashboard$data = {
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
  readonly " $fragmentType": "RecentOffers_dashboard";
};
export type RecentOffers_dashboard$key = {
  readonly " $data"?: RecentOffers_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentOffers_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentOffers_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Offer",
      "kind": "LinkedField",
      "name": "recentOffers",
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
          "name": "title",
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
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "084c41fb5311b380ca7677d4c52f590d";

export default node;
