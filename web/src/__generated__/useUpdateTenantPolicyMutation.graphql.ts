/**
 * @generated SignedSource<<a3591e6ada64f31b76db9b58cf82c539>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateTenantPolicyInput = {
  segregationOfDuties: boolean;
};
export type useUpdateTenantPolicyMutation$variables = {
  input: UpdateTenantPolicyInput;
};
export type useUpdateTenantPolicyMutation$data = {
  readonly updateTenantPolicy: {
    readonly __typename: string;
    readonly data?: {
      readonly tenant: {
        readonly id: string;
        readonly segregationOfDuties: boolean;
      };
    };
    readonly message?: string;
  };
};
export type useUpdateTenantPolicyMutation = {
  response: useUpdateTenantPolicyMutation$data;
  variables: useUpdateTenantPolicyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateTenantPolicy",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TenantPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Tenant",
                "kind": "LinkedField",
                "name": "tenant",
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
                    "name": "segregationOfDuties",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateTenantPolicySuccess",
        "abstractKey": null
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
    "name": "useUpdateTenantPolicyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTenantPolicyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e0cee24aefac200c4af086a4e9e7a7b9",
    "id": null,
    "metadata": {},
    "name": "useUpdateTenantPolicyMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTenantPolicyMutation(\n  $input: UpdateTenantPolicyInput!\n) {\n  updateTenantPolicy(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationUpdateTenantPolicySuccess {\n      data {\n        tenant {\n          id\n          segregationOfDuties\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0105260f9d6fb8767a8f088ae81bd537";

export default node;
