/**
 * @generated SignedSource<<1618ebd1c7090d99e8b1b82ab97f428a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OfferStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OfferFacts_offer$data = {
  readonly canCreateOrder: boolean;
  readonly createdByName: string;
  readonly date: string;
  readonly notes: string | null | undefined;
  readonly order: {
    readonly orderNumber: string;
    readonly rowId: number;
  } | null | undefined;
  readonly rowId: number;
  readonly status: OfferStatus;
  readonly supplierName: string;
  readonly title: string;
  readonly totalAmount: string;
  readonly " $fragmentType": "OfferFacts_offer";
};
export type OfferFacts_offer$key = {
  readonly " $data"?: OfferFacts_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferFacts_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferFacts_offer",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateOrder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};
})();

(node as any).hash = "4bf6dc719f3c00a0d6ae3464bcd4b220";

export default node;
