/**
 * @generated SignedSource<<a55c5bf59a201e69209152cbf2408b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WebhookDeliveriesQuery$variables = {
  endpointId: string;
};
export type WebhookDeliveriesQuery$data = {
  readonly webhookDeliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: string;
    readonly durationMs: number | null | undefined;
    readonly error: string | null | undefined;
    readonly eventType: string;
    readonly id: string;
    readonly status: string;
    readonly statusCode: number | null | undefined;
  }>;
};
export type WebhookDeliveriesQuery = {
  response: WebhookDeliveriesQuery$data;
  variables: WebhookDeliveriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "endpointId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "endpointId",
        "variableName": "endpointId"
      }
    ],
    "concreteType": "WebhookDelivery",
    "kind": "LinkedField",
    "name": "webhookDeliveries",
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
        "name": "eventType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "attempts",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "durationMs",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WebhookDeliveriesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WebhookDeliveriesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3b21fd61a67d06d9fa4357d8d0e97467",
    "id": null,
    "metadata": {},
    "name": "WebhookDeliveriesQuery",
    "operationKind": "query",
    "text": "query WebhookDeliveriesQuery(\n  $endpointId: ID!\n) {\n  webhookDeliveries(endpointId: $endpointId) {\n    id\n    eventType\n    status\n    statusCode\n    attempts\n    durationMs\n    error\n    createdAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "015fb149dfd5a4dea268f6e4d8e088f1";

export default node;
