/**
 * @generated SignedSource<<779a14ec2657c3ec122a8ccaf740c086>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InboxDocumentType = "contract" | "invoice" | "offer" | "%future added value";
export type OfferApprovalStep = "FINANCE" | "IT" | "%future added value";
export type InboxPageQuery$variables = Record<PropertyKey, never>;
export type InboxPageQuery$data = {
  readonly approvalInbox: ReadonlyArray<{
    readonly ageDays: number;
    readonly amount: string | null | undefined;
    readonly createdAt: string;
    readonly documentId: string;
    readonly rowId: number;
    readonly step: OfferApprovalStep;
    readonly title: string;
    readonly type: InboxDocumentType;
  }>;
  readonly viewer: {
    readonly approvalInboxCount: number | null | undefined;
  } | null | undefined;
};
export type InboxPageQuery = {
  response: InboxPageQuery$data;
  variables: InboxPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "InboxItem",
    "kind": "LinkedField",
    "name": "approvalInbox",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "documentId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rowId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
        "name": "createdAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ageDays",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "approvalInboxCount",
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
    "name": "InboxPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "InboxPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0cb3fa497836210f0dc4162c7b1a37e5",
    "id": null,
    "metadata": {},
    "name": "InboxPageQuery",
    "operationKind": "query",
    "text": "query InboxPageQuery {\n  approvalInbox {\n    documentId\n    rowId\n    type\n    title\n    amount\n    createdAt\n    ageDays\n    step\n  }\n  viewer {\n    approvalInboxCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "84856e1d9a93e8c71800b938374653de";

export default node;
