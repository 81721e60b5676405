/**
 * @generated SignedSource<<eabd573387402116c6c6625f05453a51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApiKeyAccess = "admin" | "finance" | "it_director" | "procurement" | "read_only" | "%future added value";
export type ApiKeysPageQuery$variables = Record<PropertyKey, never>;
export type ApiKeysPageQuery$data = {
  readonly apiKeys: ReadonlyArray<{
    readonly access: ApiKeyAccess;
    readonly createdAt: string;
    readonly id: string;
    readonly keyPrefix: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly revokedAt: string | null | undefined;
  }>;
};
export type ApiKeysPageQuery = {
  response: ApiKeysPageQuery$data;
  variables: ApiKeysPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ApiKey",
    "kind": "LinkedField",
    "name": "apiKeys",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "access",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "keyPrefix",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastUsedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "revokedAt",
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
    "name": "ApiKeysPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ApiKeysPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b7d93df667a343efec0789a9b0949e21",
    "id": null,
    "metadata": {},
    "name": "ApiKeysPageQuery",
    "operationKind": "query",
    "text": "query ApiKeysPageQuery {\n  apiKeys {\n    id\n    name\n    access\n    keyPrefix\n    createdAt\n    lastUsedAt\n    revokedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "7daf1e1cf4069a314404a182158348fe";

export default node;
