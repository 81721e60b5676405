/**
 * @generated SignedSource<<7d8ab86d741174daf4f74203baf3d189>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsFilterTags_query$data = {
  readonly filteredCostCenter?: {
    readonly code?: string;
    readonly description?: string;
  } | null | undefined;
  readonly " $fragmentType": "AnalyticsFilterTags_query";
};
export type AnalyticsFilterTags_query$key = {
  readonly " $data"?: AnalyticsFilterTags_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsFilterTags_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "filterCostCenter"
    },
    {
      "kind": "RootArgument",
      "name": "namesCostCenter"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsFilterTags_query",
  "selections": [
    {
      "condition": "namesCostCenter",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "filteredCostCenter",
          "args": [
            {
              "kind": "Variable",
              "name": "id",
              "variableName": "filterCostCenter"
            }
          ],
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "kind": "InlineFragment",
              "selections": [
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
              "type": "CostCenter",
              "abstractKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "49e35c778a7259efdf6706ed860863af";

export default node;
