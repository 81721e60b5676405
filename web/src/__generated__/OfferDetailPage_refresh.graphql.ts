/**
 * @generated SignedSource<<0ba011b1e3ad96777ccbce280dc27e4f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferDetailPage_refresh$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"OfferApprovalPanel_offer" | "OfferDocuments_offer" | "OfferFacts_offer" | "OfferProducts_offer" | "OfferRecipients_offer">;
  readonly " $fragmentType": "OfferDetailPage_refresh";
};
export type OfferDetailPage_refresh$key = {
  readonly " $data"?: OfferDetailPage_refresh$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferDetailPage_refresh">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferDetailPage_refresh",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferFacts_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferProducts_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferDocuments_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferRecipients_offer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OfferApprovalPanel_offer"
    }
  ],
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "2e2325dc68dce38603f8825b49acfbbf";

export default node;
