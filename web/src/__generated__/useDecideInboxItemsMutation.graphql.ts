/**
 * @generated SignedSource<<c1a3f5acddf7fa13fe5063ab7b93b6a0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InboxDecision = "approve" | "reject" | "%future added value";
export type InboxDocumentType = "contract" | "invoice" | "offer" | "%future added value";
export type DecideInboxItemsInput = {
  decision: InboxDecision;
  items: ReadonlyArray<InboxItemInput>;
  reason?: string | null | undefined;
};
export type InboxItemInput = {
  id: string;
  type: InboxDocumentType;
};
export type useDecideInboxItemsMutation$variables = {
  input: DecideInboxItemsInput;
};
export type useDecideInboxItemsMutation$data = {
  readonly decideInboxItems: {
    readonly __typename: string;
    readonly data?: {
      readonly results: ReadonlyArray<{
        readonly index: number;
        readonly message: string | null | undefined;
        readonly ok: boolean;
      }>;
    };
    readonly message?: string;
  };
};
export type useDecideInboxItemsMutation = {
  response: useDecideInboxItemsMutation$data;
  variables: useDecideInboxItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "decideInboxItems",
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
          (v1/*:: as any*/)
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
            "concreteType": "DecideInboxItemsPayload",
            "kind": "LinkedField",
            "name": "data",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "InboxDecisionResult",
                "kind": "LinkedField",
                "name": "results",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "index",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ok",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationDecideInboxItemsSuccess",
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
    "name": "useDecideInboxItemsMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideInboxItemsMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "3d6f231457879d23a75486a5a2f9bc37",
    "id": null,
    "metadata": {},
    "name": "useDecideInboxItemsMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideInboxItemsMutation(\n  $input: DecideInboxItemsInput!\n) {\n  decideInboxItems(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationDecideInboxItemsSuccess {\n      data {\n        results {\n          index\n          ok\n          message\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "572c6f5216f7a90decebfa676f7833e0";

export default node;
