/**
 * @generated SignedSource<<2f86d563ec280bcfbbdf12457fd7cd2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OfferRow_offer$data = {
  readonly approvedByFinance: boolean;
  readonly approvedByIT: boolean;
  readonly date: string;
  readonly rowId: number;
  readonly status: OfferStatus;
  readonly supplierName: string;
  readonly title: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "OfferRow_offer";
};
export type OfferRow_offer$key = {
  readonly " $data"?: OfferRow_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferRow_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferRow_offer",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
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
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "0e9fb293ba88c81a7d11f05479426ccf";

export default node;
