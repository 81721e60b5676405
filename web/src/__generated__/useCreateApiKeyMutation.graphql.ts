/**
 * @generated SignedSource<<b2b137f29b77869a55bd925e228fe999>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyAccess = "admin" | "finance" | "it_director" | "procurement" | "read_only" | "%future added value";
export type CreateApiKeyInput = {
  access: ApiKeyAccess;
  name: string;
};
export type useCreateApiKeyMutation$variables = {
  input: CreateApiKeyInput;
};
export type useCreateApiKeyMutation$data = {
  readonly createApiKey: {
    readonly __typename: string;
    readonly data?: {
      readonly key: string;
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useCreateApiKeyMutation = {
  response: useCreateApiKeyMutation$data;
  variables: useCreateApiKeyMutation$variables;
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
    "name": "createApiKey",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
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
            "concreteType": "CreatedApiKeyPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "key",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateApiKeySuccess",
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
    "name": "useCreateApiKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateApiKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c09650ddfe6d009f6dfb3605c7529d8c",
    "id": null,
    "metadata": {},
    "name": "useCreateApiKeyMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateApiKeyMutation(\n  $input: CreateApiKeyInput!\n) {\n  createApiKey(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n      field\n    }\n    ... on MutationCreateApiKeySuccess {\n      data {\n        key\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "27c1495a3e41d7c288e1bb6c065a0f60";

export default node;
