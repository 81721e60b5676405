/**
 * @generated SignedSource<<35cc38c8f7766b8ca802f2d61032700f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardCards_count$data = {
  readonly pending: number;
  readonly total: number;
  readonly " $fragmentType": "DashboardCards_count";
};
export type DashboardCards_count$key = {
  readonly " $data"?: DashboardCards_count$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardCards_count">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardCards_count",
  "selections": [
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
      "name": "pending",
      "storageKey": null
    }
  ],
  "type": "DashboardCount",
  "abstractKey": null
};

(node as any).hash = "1127f5b567289367e92e98fdf7cf15a7";

export default node;
