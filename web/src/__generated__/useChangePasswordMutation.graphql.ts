/**
 * @generated SignedSource<<6c62c5a970817725d493a0efce79b479>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useChangePasswordMutation$variables = {
  confirmPassword?: string | null | undefined;
  currentPassword: string;
  newPassword: string;
};
export type useChangePasswordMutation$data = {
  readonly changePassword: {
    readonly __typename: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
  };
};
export type useChangePasswordMutation = {
  response: useChangePasswordMutation$data;
  variables: useChangePasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "confirmPassword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "currentPassword"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "newPassword"
},
v3 = [
  {
    "kind": "Variable",
    "name": "confirmPassword",
    "variableName": "confirmPassword"
  },
  {
    "kind": "Variable",
    "name": "currentPassword",
    "variableName": "currentPassword"
  },
  {
    "kind": "Variable",
    "name": "newPassword",
    "variableName": "newPassword"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangePasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "outcome_error",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChangePasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "7413b276c4fb80463f9e31511a5f59ad",
    "id": null,
    "metadata": {},
    "name": "useChangePasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useChangePasswordMutation(\n  $currentPassword: String!\n  $newPassword: String!\n  $confirmPassword: String\n) {\n  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword) {\n    __typename\n    ...outcome_error\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "f5f07c46f52a99d20032853965e72def";

export default node;
