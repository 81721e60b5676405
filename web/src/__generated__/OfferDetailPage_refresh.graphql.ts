/**
 * @generated SignedSource<<23373c8f426fb14f85539c9d1fbe9a4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferDetailPage_refresh$data = {
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

(node as any).hash = "1cfe55870fafde24c02708d3b7d73d8e";

export default node;
