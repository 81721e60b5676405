/**
 * @generated SignedSource<<8ef6f659ac20d899d5374e25b07c016e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"outcome_error">;
    } | null | undefined;
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
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  (v3/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "field",
    "storageKey": null
  }
],
v5 = {
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
            (v3/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationDecideInboxItemsSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDecideInboxItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideInboxItems",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "outcome_error",
                  "selections": (v4/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDecideInboxItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "decideInboxItems",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa3cbebd8dfafd931276c3d7a728bdf4",
    "id": null,
    "metadata": {},
    "name": "useDecideInboxItemsMutation",
    "operationKind": "mutation",
    "text": "mutation useDecideInboxItemsMutation(\n  $input: DecideInboxItemsInput!\n) {\n  decideInboxItems(input: $input) {\n    __typename\n    ...outcome_error\n    ... on MutationDecideInboxItemsSuccess {\n      data {\n        results {\n          index\n          ok\n          message\n        }\n      }\n    }\n  }\n}\n\nfragment outcome_error on Error {\n  __isError: __typename\n  message\n  field\n}\n"
  }
};
})();

(node as any).hash = "71177e4fcfe9b0e2c9a5f45f7d33dfaf";

export default node;
