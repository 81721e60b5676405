/**
 * @generated SignedSource<<42ae617c0b1709038991762469b3dc06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLiveCountsSubscription$variables = Record<PropertyKey, never>;
export type useLiveCountsSubscription$data = {
  readonly liveCounts: {
    readonly approvalInbox: number | null | undefined;
    readonly unreadNotifications: number;
  };
};
export type useLiveCountsSubscription = {
  response: useLiveCountsSubscription$data;
  variables: useLiveCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LiveCounts",
    "kind": "LinkedField",
    "name": "liveCounts",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadNotifications",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "approvalInbox",
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
    "name": "useLiveCountsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLiveCountsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c9cff5088f8e5ae83fb7d6589506e7fd",
    "id": null,
    "metadata": {},
    "name": "useLiveCountsSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveCountsSubscription {\n  liveCounts {\n    unreadNotifications\n    approvalInbox\n  }\n}\n"
  }
};
})();

(node as any).hash = "924f9d655278c9e68f833be309433008";

export default node;
