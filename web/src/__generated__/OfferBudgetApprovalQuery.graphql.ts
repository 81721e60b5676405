/**
 * @generated SignedSource<<7469e086ce86b40beb978e6358d772a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OfferBudgetApprovalQuery$variables = {
  offerId: string;
};
export type OfferBudgetApprovalQuery$data = {
  readonly offerBudget: {
    readonly impact: ReadonlyArray<{
      readonly amount: string;
      readonly availableAfter: string | null | undefined;
      readonly availableBefore: string | null | undefined;
      readonly budget: string | null | undefined;
      readonly costCenterCode: string;
      readonly costCenterDescription: string;
      readonly exceeds: boolean;
    }>;
    readonly needsOverride: boolean;
  };
};
export type OfferBudgetApprovalQuery = {
  response: OfferBudgetApprovalQuery$data;
  variables: OfferBudgetApprovalQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "offerId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "offerId",
        "variableName": "offerId"
      }
    ],
    "concreteType": "OfferBudget",
    "kind": "LinkedField",
    "name": "offerBudget",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "needsOverride",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "OfferBudgetImpact",
        "kind": "LinkedField",
        "name": "impact",
        "plural": true,
        "selections": [
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
            "name": "costCenterDescription",
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
            "name": "budget",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "availableBefore",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "availableAfter",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "exceeds",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OfferBudgetApprovalQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OfferBudgetApprovalQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "207bd27c1a879a6e64c4fb951885463e",
    "id": null,
    "metadata": {},
    "name": "OfferBudgetApprovalQuery",
    "operationKind": "query",
    "text": "query OfferBudgetApprovalQuery(\n  $offerId: ID!\n) {\n  offerBudget(offerId: $offerId) {\n    needsOverride\n    impact {\n      costCenterCode\n      costCenterDescription\n      amount\n      budget\n      availableBefore\n      availableAfter\n      exceeds\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f68f716e922c2917c648e219c8bc3d1";

export default node;
