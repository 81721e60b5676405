/**
 * @generated SignedSource<<5cedd9d99d8ed727f0cd86aa39180101>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferRecipients_query$data = {
  readonly costCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly description: string;
        readonly id: string;
      };
    }>;
  };
  readonly " $fragmentType": "OfferRecipients_query";
};
export type OfferRecipients_query$key = {
  readonly " $data"?: OfferRecipients_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferRecipients_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferRecipients_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "QueryCostCentersConnection",
      "kind": "LinkedField",
      "name": "costCenters",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryCostCentersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CostCenter",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "code",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "description",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "costCenters(first:100)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4743895942d09437b25ad311209161c8";

export default node;
