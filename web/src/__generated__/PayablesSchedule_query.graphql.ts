/**
 * @generated SignedSource<<bb93da004d7b9cff1b6658cebb29c350>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayableBucket = "later" | "overdue" | "this_week" | "within_30_days" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayablesSchedule_query$data = {
  readonly financeSupplierOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly payables: {
    readonly groups: ReadonlyArray<{
      readonly bucket: PayableBucket;
      readonly count: number;
      readonly label: string;
      readonly suppliers: ReadonlyArray<{
        readonly payments: ReadonlyArray<{
          readonly amount: string;
          readonly dueDate: string | null | undefined;
          readonly ibanMasked: string | null | undefined;
          readonly invoiceNumbers: ReadonlyArray<string>;
          readonly paymentId: string;
          readonly paymentReference: string;
          readonly runBlockedReason: string | null | undefined;
        }>;
        readonly supplierName: string;
        readonly total: string;
      }>;
      readonly total: string;
    }>;
    readonly total: string;
  };
  readonly " $fragmentType": "PayablesSchedule_query";
};
export type PayablesSchedule_query$key = {
  readonly " $data"?: PayablesSchedule_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayablesSchedule_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "dateFrom"
    },
    {
      "kind": "RootArgument",
      "name": "dateTo"
    },
    {
      "kind": "RootArgument",
      "name": "supplierId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayablesSchedule_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceOption",
      "kind": "LinkedField",
      "name": "financeSupplierOptions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rowId",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "dueFrom",
          "variableName": "dateFrom"
        },
        {
          "kind": "Variable",
          "name": "dueTo",
          "variableName": "dateTo"
        },
        {
          "kind": "Variable",
          "name": "supplierId",
          "variableName": "supplierId"
        }
      ],
      "concreteType": "PayablesSchedule",
      "kind": "LinkedField",
      "name": "payables",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "PayableGroup",
          "kind": "LinkedField",
          "name": "groups",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bucket",
              "storageKey": null
            },
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PayableSupplier",
              "kind": "LinkedField",
              "name": "suppliers",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "supplierName",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PayableItem",
                  "kind": "LinkedField",
                  "name": "payments",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "paymentId",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "paymentReference",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "dueDate",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "amount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "invoiceNumbers",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "ibanMasked",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "runBlockedReason",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "88e4113ebf1222fce9fc588d62640564";

export default node;
