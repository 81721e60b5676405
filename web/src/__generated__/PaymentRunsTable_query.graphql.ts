/**
 * @generated SignedSource<<8e4a8f541bd62a2e244fdcb182156868>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentRunsTable_query$data = {
  readonly paymentRuns: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PaymentRunRow_run">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PaymentRunsTable_query";
};
export type PaymentRunsTable_query$key = {
  readonly " $data"?: PaymentRunsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRunsTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRunsTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "QueryPaymentRunsConnection",
      "kind": "LinkedField",
      "name": "paymentRuns",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryPaymentRunsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PaymentRun",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PaymentRunRow_run"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "paymentRuns(first:50)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4332a4e778712e443bd03875bde2e707";

export default node;
