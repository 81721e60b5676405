/**
 * @generated SignedSource<<15dc974b819272781bdf2c9dab9021e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipientsEditor_query$data = {
  readonly costCenters: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly description: string;
        readonly id: string;
      };
    }>;
  };
  readonly " $fragmentType": "RecipientsEditor_query";
};
export type RecipientsEditor_query$key = {
  readonly " $data"?: RecipientsEditor_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipientsEditor_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipientsEditor_query",
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

(node as any).hash = "ddbe87fb064db415672c5b61ee7afa0c";

export default node;
