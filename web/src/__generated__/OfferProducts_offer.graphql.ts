/**
 * @generated SignedSource<<f66d47ccf7333ca27749b8e1870895cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferProducts_offer$data = {
  readonly lines: ReadonlyArray<{
    readonly description: string | null | undefined;
    readonly lineTotal: string;
    readonly name: string;
    readonly quantity: number;
    readonly rowId: number;
    readonly unitPrice: string;
  }>;
  readonly " $fragmentType": "OfferProducts_offer";
};
export type OfferProducts_offer$key = {
  readonly " $data"?: OfferProducts_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferProducts_offer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferProducts_offer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OfferLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lineTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};

(node as any).hash = "c3c991604d5cfe8c3f6adf13ad17e875";

export default node;
