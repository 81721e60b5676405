/**
 * @generated SignedSource<<6820dba44e1bdd2589cf8c8ebaeede6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SpendSection_rows$data = ReadonlyArray<{
  readonly count: number;
  readonly key: string | null | undefined;
  readonly label: string;
  readonly net: string;
  readonly total: string;
  readonly vat: string;
  readonly " $fragmentType": "SpendSection_rows";
}>;
export type SpendSection_rows$key = ReadonlyArray<{
  readonly " $data"?: SpendSection_rows$data;
  readonly " $fragmentSpreads": FragmentRefs<"SpendSection_rows">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "SpendSection_rows",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "net",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vat",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "SpendRow",
  "abstractKey": null
};

(node as any).hash = "9e0c331c68228346938181efe8f67525";

export default node;
