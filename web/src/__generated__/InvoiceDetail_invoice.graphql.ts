/**
 * @generated SignedSource<<f57a0d0208e1f38482a3d3aa6051ffab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceStatus = "approved_finance" | "approved_it" | "fully_approved" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceDetail_invoice$data = {
  readonly approvalBlockedReason: string | null | undefined;
  readonly canApprove: boolean;
  readonly canReject: boolean;
  readonly canSetLineCostCenters: boolean;
  readonly dueDate: string;
  readonly history: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HistoryTimeline_entries">;
  }>;
  readonly id: string;
  readonly invoiceDate: string;
  readonly invoiceNumber: string;
  readonly lines: ReadonlyArray<{
    readonly costCenterCode: string | null | undefined;
    readonly costCenterDescription: string | null | undefined;
    readonly costCenterId: string | null | undefined;
    readonly description: string;
    readonly netAmount: string;
    readonly productName: string | null | undefined;
    readonly quantity: number;
    readonly rowId: number;
    readonly unitPrice: string;
    readonly vatPercentage: string;
  }>;
  readonly netAmount: string;
  readonly orderNumber: string | null | undefined;
  readonly orderRowId: number | null | undefined;
  readonly orderStatus: string | null | undefined;
  readonly rejectedAt: string | null | undefined;
  readonly rejectedByName: string | null | undefined;
  readonly rejectedReason: string | null | undefined;
  readonly status: InvoiceStatus;
  readonly statusLabel: string;
  readonly supplierName: string;
  readonly totalAmount: string;
  readonly vatAmount: string;
  readonly " $fragmentSpreads": FragmentRefs<"EInvoiceDetails_invoice" | "InvoiceApprovals_invoice">;
  readonly " $fragmentType": "InvoiceDetail_invoice";
};
export type InvoiceDetail_invoice$key = {
  readonly " $data"?: InvoiceDetail_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDetail_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "netAmount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDetail_invoice",
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
      "concreteType": "HistoryEntry",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "HistoryTimeline_entries"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canApprove",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalBlockedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canSetLineCostCenters",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderRowId",
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
      "name": "orderStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
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
          "name": "productName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatPercentage",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterCode",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "costCenterDescription",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceApprovals_invoice"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EInvoiceDetails_invoice"
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "f309e10647cdc7650be7323191b95a90";

export default node;
