/**
 * @generated SignedSource<<f6ed1a9b6aeaf9ff9b50c3302bd45dcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HistoryTimeline_entries$data = ReadonlyArray<{
  readonly actor: string;
  readonly at: string;
  readonly changes: ReadonlyArray<{
    readonly after: string | null | undefined;
    readonly before: string | null | undefined;
    readonly field: string;
    readonly label: string;
  }>;
  readonly label: string;
  readonly " $fragmentType": "HistoryTimeline_entries";
}>;
export type HistoryTimeline_entries$key = ReadonlyArray<{
  readonly " $data"?: HistoryTimeline_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HistoryTimeline_entries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actor",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "HistoryChange",
      "kind": "LinkedField",
      "name": "changes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "before",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "after",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "HistoryEntry",
  "abstractKey": null
};
})();

(node as any).hash = "c839e141b7c98132003344a0ecea5037";

export default node;
