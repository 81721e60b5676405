/**
 * @generated SignedSource<<934f2f405636ae3642fa17a48d05bdfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferDetailPage_refresh$data = {
  readonly history: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
  }>;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HistoryTimeline_entries"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "c6465791cf02b21cc4f673067a3a8880";

export default node;
