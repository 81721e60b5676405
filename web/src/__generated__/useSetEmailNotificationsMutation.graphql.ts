/**
 * @generated SignedSource<<5df02dc8f7d4d7c04cf9fd29a863f709>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailNotificationMode = "daily_digest" | "immediately" | "off" | "%future added value";
export type useSetEmailNotificationsMutation$variables = {
  mode: EmailNotificationMode;
};
export type useSetEmailNotificationsMutation$data = {
  readonly setEmailNotifications: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSetEmailNotificationsMutation = {
  response: useSetEmailNotificationsMutation$data;
  variables: useSetEmailNotificationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "mode"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "mode",
        "variableName": "mode"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setEmailNotifications",
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
    "name": "useSetEmailNotificationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetEmailNotificationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "78586bba121e0f723993cd380421212b",
    "id": null,
    "metadata": {},
    "name": "useSetEmailNotificationsMutation",
    "operationKind": "mutation",
    "text": "mutation useSetEmailNotificationsMutation(\n  $mode: EmailNotificationMode!\n) {\n  setEmailNotifications(mode: $mode) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c305b85b8ae33464d58e3fbd843553cb";

export default node;
