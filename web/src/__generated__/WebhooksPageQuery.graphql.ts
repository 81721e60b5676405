/**
 * @generated SignedSource<<5df7d97337db052a91ca7820e28ec953>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhooksPageQuery$variables = Record<PropertyKey, never>;
export type WebhooksPageQuery$data = {
  readonly webhookEndpoints: ReadonlyArray<{
    readonly createdAt: string;
    readonly events: ReadonlyArray<string>;
    readonly id: string;
    readonly url: string;
  }>;
  readonly webhookEvents: ReadonlyArray<string>;
};
export type WebhooksPageQuery = {
  response: WebhooksPageQuery$data;
  variables: WebhooksPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "webhookEvents",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "WebhookEndpoint",
    "kind": "LinkedField",
    "name": "webhookEndpoints",
    "plural": true,
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
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "events",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhooksPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WebhooksPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "952c7cd7f47e3da6f44e3d8a3d6d9a9a",
    "id": null,
    "metadata": {},
    "name": "WebhooksPageQuery",
    "operationKind": "query",
    "text": "query WebhooksPageQuery {\n  webhookEvents\n  webhookEndpoints {\n    id\n    url\n    events\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "07a3f0b5be786e6a34b1a47b0e170969";

export default node;
