/**
 * @generated SignedSource<<27f005dbf9874343a4b178e2fb6fb285>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferRecipients_offer$data = {
  readonly canManageRecipients: boolean;
  readonly id: string;
  readonly recipientShareTotal: string;
  readonly recipients: ReadonlyArray<{
    readonly amountShare: string;
    readonly city: string;
    readonly costCenter: {
      readonly id: string;
    };
    readonly costCenterCode: string;
    readonly id: string;
    readonly location: string;
    readonly name: string;
    readonly notes: string | null | undefined;
  }>;
  readonly " $fragmentType": "OfferRecipients_offer";
};
export type OfferRecipients_offer$key = {
  readonly " $data"?: OfferRecipients_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferRecipients_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferRecipients_offer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canManageRecipients",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientShareTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OfferRecipient",
      "kind": "LinkedField",
      "name": "recipients",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CostCenter",
          "kind": "LinkedField",
          "name": "costCenter",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountShare",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "notes",
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

(node as any).hash = "248c3a02035eeb07f87ecd4d70633639";

export default node;
