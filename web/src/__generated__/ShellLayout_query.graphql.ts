/**
 * @generated SignedSource<<af3488a31c294f2c692465d785c82ee2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShellLayout_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
  readonly " $fragmentType": "ShellLayout_query";
};
export type ShellLayout_query$key = {
  readonly " $data"?: ShellLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShellLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShellLayout_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Header_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "3a1efb1137b347c6c133c2273e9b88bb";

export default node;
