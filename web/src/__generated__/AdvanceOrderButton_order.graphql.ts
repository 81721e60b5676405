/**
 * @generated SignedSource<<b1877985d631c00a14d85a61f0d673ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "completed" | "pending" | "received" | "sent" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdvanceOrderButton_order$data = {
  readonly canAdvance: boolean;
  readonly date: string;
  readonly id: string;
  readonly nextStatus: OrderStatus | null | undefined;
  readonly orderNumber: string;
  readonly " $fragmentType": "AdvanceOrderButton_order";
};
export type AdvanceOrderButton_order$key = {
  readonly " $data"?: AdvanceOrderButton_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdvanceOrderButton_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdvanceOrderButton_order",
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
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAdvance",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "632742efbf43d90baf71b3b24a1edb3f";

export default node;
