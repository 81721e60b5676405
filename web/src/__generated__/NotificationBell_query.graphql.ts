/**
 * @generated SignedSource<<003a53075b0b9c4188f60fa0e2b9ed73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationBell_query$data = {
  readonly unreadNotificationCount: number | null | undefined;
  readonly " $fragmentType": "NotificationBell_query";
};
export type NotificationBell_query$key = {
  readonly " $data"?: NotificationBell_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationBell_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadNotificationCount",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0fe24b61df2201d71b2985cfac442d0b";

export default node;
