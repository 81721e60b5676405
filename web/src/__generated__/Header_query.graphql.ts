/**
 * @generated SignedSource<<34d72438d421f4f731a8ba54823041da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_query">;
  readonly " $fragmentType": "Header_query";
};
export type Header_query$key = {
  readonly " $data"?: Header_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "be64a8d6c61f8f2a49ff818ccad8759c";

export default node;
