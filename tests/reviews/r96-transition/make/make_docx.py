#!/usr/bin/python3
"""Writes files/21..28 *.docx with python-docx (Debian's python3-docx): tables used for layout, tab stops for
right-aligned dates, bulleted lists, Word heading styles, a page header holding the contact details.
Run: /usr/bin/python3 make/make_docx.py"""
import os
from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(where, text="", bold=False, italic=False, size=None, color=None, align=None, space_after=2, style=None):
    p = where.add_paragraph(style=style) if style else where.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align is not None:
        p.alignment = align
    p.paragraph_format.space_after = Pt(space_after)
    return p


def runs(p, *parts):
    """parts: (text, bold, italic)"""
    for text, b, i in parts:
        r = p.add_run(text)
        r.bold, r.italic = b, i
    return p


def bullet(where, text):
    p = where.add_paragraph(text, style="List Bullet")
    p.paragraph_format.space_after = Pt(1)
    return p


def tabbed(d, left, right, width_cm, bold=True, italic_right=False, before=6):
    """A line with text on the left and dates at a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold
    p.add_run("\t")
    r2 = p.add_run(right)
    r2.italic = italic_right
    p.paragraph_format.space_after = Pt(0)
    p.paragraph_format.space_before = Pt(before)
    return p


def rule_heading(d, text, color="1F4E79", size=12):
    p = para(d, text.upper(), bold=True, size=size, color=color, space_after=3)
    p.paragraph_format.space_before = Pt(10)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    bottom = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        bottom.set(qn(k), v)
    bdr.append(bottom)
    pPr.append(bdr)
    return p


def no_borders(table):
    tblPr = table._tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}")
        el.set(qn("w:val"), "nil")
        borders.append(el)
    tblPr.append(borders)


def widths(table, *cms):
    for row in table.rows:
        for cell, w in zip(row.cells, cms):
            cell.width = Cm(w)


def cell_text(cell, text, bold=False, italic=False, size=None):
    cell.paragraphs[0].text = ""
    r = cell.paragraphs[0].add_run(text)
    r.bold, r.italic = bold, italic
    if size:
        r.font.size = Pt(size)
    cell.paragraphs[0].paragraph_format.space_after = Pt(1)
    return cell.paragraphs[0]


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 US Army 92Y -> inventory control: a layout table per job (dates cell | details cell) --------------------------
def f21():
    d = new_doc("Arial", 10, 1.8)
    para(d, "TIANA R. WASHINGTON", bold=True, size=18, space_after=0)
    para(d, "Fayetteville, NC 28314  •  (910) 555-0152  •  tiana.washington@example.com", size=9.5, space_after=0)
    para(d, "Inventory Control Specialist  |  U.S. Army Veteran (92Y Unit Supply Specialist)", italic=True, size=9.5, space_after=8)
    rule_heading(d, "Summary", "4B5320")
    para(d, "Inventory and supply specialist with almost ten years keeping stock right: six years as an Army unit supply "
            "specialist with the 82nd Airborne Division and nearly four in a Walmart distribution center. Accurate with "
            "counts, calm with auditors, and quick with Excel.")
    rule_heading(d, "Experience", "4B5320")
    jobs = [
        ("02/2023 – Present", "Inventory Control Specialist", "Walmart Distribution Center – Hope Mills, NC",
         ["Run daily cycle counts and research variances for 28,000 SKUs; location accuracy 99.4%",
          "Adjust inventory and resolve receiving discrepancies in the WMS and Retail Link",
          "Lead the quarterly wall-to-wall count team of 15 associates"]),
        ("01/2017 – 01/2023", "Unit Supply Specialist (MOS 92Y), Sergeant", "U.S. Army – 82nd Airborne Division, Fort Bragg, NC",
         ["Managed the company property book: 1,900 line items worth $14M, 100% accountability in 3 change-of-command inventories",
          "Ordered and received supplies in GCSS-Army; cut open requisitions by 40%",
          "Deployed to Iraq (2020) and Poland (2022) supporting the brigade's supply support activity",
          "Secret clearance (inactive)"]),
        ("2015 – 2016", "Sales Associate (part-time)", "Dollar General – Columbus, GA",
         ["Stocked shelves, unloaded the weekly truck and worked the register during high school"]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for when, title, co, bl in jobs:
        row = t.add_row().cells
        cell_text(row[0], when, bold=True)
        cell_text(row[1], title, bold=True)
        para(row[1], co, italic=True, space_after=1)
        for b in bl:
            bullet(row[1], b)
    widths(t, 3.8, 13.6)
    rule_heading(d, "Education", "4B5320")
    t = d.add_table(rows=2, cols=2)
    no_borders(t)
    cell_text(t.rows[0].cells[0], "2022", bold=True)
    p = cell_text(t.rows[0].cells[1], "Associate in Applied Science, Logistics Management", bold=True)
    para(t.rows[0].cells[1], "Fayetteville Technical Community College, Fayetteville, NC", italic=True, space_after=2)
    cell_text(t.rows[1].cells[0], "2016", bold=True)
    cell_text(t.rows[1].cells[1], "High School Diploma", bold=True)
    para(t.rows[1].cells[1], "Spencer High School, Columbus, GA", italic=True, space_after=2)
    widths(t, 3.8, 13.6)
    rule_heading(d, "Certifications", "4B5320")
    for c in ["Certified Logistics Associate (CLA) – MSSC, 2023",
              "Forklift / PIT certified (sit-down and reach), 2023",
              "Army Basic Leader Course (2019)"]:
        bullet(d, c)
    rule_heading(d, "Skills", "4B5320")
    t = d.add_table(rows=3, cols=3)
    no_borders(t)
    skills = ["Inventory control", "Cycle counting", "Variance research", "GCSS-Army (SAP)", "Warehouse management systems",
              "Microsoft Excel", "Receiving and shipping", "Property accountability", "Attention to detail"]
    for i, s in enumerate(skills):
        cell_text(t.rows[i // 3].cells[i % 3], "• " + s)
    save(d, "21-army-92y-inventory-control-table-us.docx")


# 22 UK RLC driver -> transport planner: Word headings, right-aligned tab stops ----------------------------------------
def f22():
    d = new_doc("Calibri", 11, 2.0)
    d.add_heading("Lewis Pritchard", level=0)
    para(d, "Transport Planner  |  Transport Manager CPC  |  Ex-Royal Logistic Corps", bold=True, space_after=0)
    para(d, "Bicester, Oxfordshire OX26  |  07700 900352  |  lewis.pritchard@example.co.uk", space_after=6)
    d.add_heading("Profile", level=1)
    para(d, "Transport planner who has driven the lorries he now plans. Seven years in the Royal Logistic Corps, three "
            "years on Class 1 trunking and five years planning routes for a 90-vehicle retail fleet. Strong on Paragon "
            "routing, drivers' hours and tachograph rules, and keeping the operator licence clean.")
    d.add_heading("Employment History", level=1)
    W = 17.0
    tabbed(d, "Transport Planner – Wincanton plc, Bicester", "Aug 2021 – Present", W)
    for b in ["Plan next-day store deliveries for 90 tractor units and 140 trailers using Paragon and Microlise",
              "Cut empty running from 19% to 12% by adding supplier collections to backhaul routes",
              "Run the drivers' hours and tachograph infringement reports and the weekly debrief",
              "Cover the Transport Manager for O-licence compliance audits (DVSA earned recognition)"]:
        bullet(d, b)
    tabbed(d, "Class 1 HGV Driver – Howard Tenens Logistics, Swindon", "Mar 2018 – Jul 2021", W)
    for b in ["Trunking and multi-drop, day and night shifts, curtainsiders and box trailers",
              "Clean licence and zero PCNs; trained new starters on the routes"]:
        bullet(d, b)
    tabbed(d, "Driver, Lance Corporal – British Army, Royal Logistic Corps", "2011 – 2018", W)
    for b in ["Served with 3 Regiment RLC at Dalton Barracks, Abingdon",
              "Drove MAN SV and EPLS trucks on exercise in Canada and Germany and on operations in Afghanistan (Op HERRICK 19, 2013–14)",
              "Section 2IC of six drivers; ran the troop's vehicle documentation and tasking board"]:
        bullet(d, b)
    d.add_heading("Qualifications", level=1)
    for c in ["Transport Manager CPC (National Road Haulage) – OCR, 2020",
              "Category C+E licence with Driver CPC (DQC) and digital tachograph card",
              "ADR – Packages (Class 3, 8, 9)",
              "Level 2 Apprenticeship in Driving Goods Vehicles – British Army, 2012"]:
        bullet(d, c)
    d.add_heading("Education", level=1)
    tabbed(d, "GCSEs (6 grades A*–C, including Maths and English) – The Cooper School, Bicester", "2010", W, bold=False)
    d.add_heading("Skills", level=1)
    para(d, "Route planning (Paragon) • Telematics (Microlise) • Drivers' hours and WTD • Tachograph analysis (TruTac) • "
            "O-licence compliance • Microsoft Excel • Driver debriefs • Problem solving")
    save(d, "22-rlc-driver-transport-planner-tabs-uk.docx")


# 23 USAF air transportation -> cargo load planner: name and contact only in the page header ------------------------
def f23():
    d = new_doc("Cambria", 10.5, 2.0)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("KIMBERLY A. NGUYEN")
    r.bold = True
    r.font.size = Pt(16)
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p2 = hdr.add_paragraph("Hebron, KY 41048  |  (859) 555-0124  |  kim.nguyen.cargo@example.com")
    p2.alignment = WD_ALIGN_PARAGRAPH.CENTER
    rule_heading(d, "Professional Summary", "1F3864")
    para(d, "Air cargo load planner and U.S. Air Force veteran with 14 years building, weighing and loading air cargo: "
            "eight years in aerial port squadrons and six at the CVG air hub. Hazmat-certified, safety-minded and "
            "fluent in weight and balance.")
    rule_heading(d, "Experience", "1F3864")
    W = 17.0
    tabbed(d, "Load Planner", "May 2023 – Present", W)
    para(d, "Atlas Air – Cincinnati/Northern Kentucky International Airport (CVG), Hebron, KY", italic=True, space_after=1)
    for b in ["Build weight-and-balance load plans for Boeing 767F and 777F freighters, 10–14 departures a night",
              "Check ULD weights, contour and dangerous goods positions against NOTOC requirements",
              "Coordinate with ramp leads and flight crews to hit on-time departure (98.1% in 2024)"]:
        bullet(d, b)
    tabbed(d, "Cargo and Freight Agent", "Oct 2020 – Apr 2023", W)
    para(d, "DHL Express – CVG Hub, Hebron, KY", italic=True, space_after=1)
    for b in ["Accepted and screened export shipments, built ULDs, checked airway bills and DG declarations",
              "Ran K-loader and 10K forklift on the ramp"]:
        bullet(d, b)
    tabbed(d, "Air Transportation Craftsman (AFSC 2T271), Staff Sergeant", "Jul 2012 – Sep 2020", W)
    para(d, "United States Air Force – 436th Aerial Port Squadron, Dover AFB, DE", italic=True, space_after=1)
    for b in ["Planned and loaded C-5M and C-17 missions moving 30,000+ tons of cargo and passengers a year",
              "Joint inspector for hazardous cargo (AFMAN 24-604); trained 20 Airmen on 463L pallet build-up",
              "Deployed to Al Udeid AB, Qatar (2015) and Bagram AB, Afghanistan (2018) with the aerial port flight"]:
        bullet(d, b)
    rule_heading(d, "Education", "1F3864")
    tabbed(d, "Associate in Applied Science, Transportation – Community College of the Air Force", "2018", W, bold=False, before=2)
    rule_heading(d, "Certifications", "1F3864")
    for c in ["IATA Dangerous Goods Regulations (DGR) – Category 6, 2024",
              "TSA Indirect Air Carrier Security Coordinator training, 2021",
              "Forklift (10K AT) and K-loader operator (USAF, 2013)"]:
        bullet(d, c)
    rule_heading(d, "Skills", "1F3864")
    para(d, "Weight and balance · Load planning · ULD build-up · Dangerous goods acceptance · CargoSpot · "
            "Microsoft Excel · Ramp safety · Training and mentoring")
    save(d, "23-usaf-air-transportation-cargo-header-us.docx")


# 24 RAAF logistics officer -> procurement: dates in the left column of a bordered table -----------------------------
def f24():
    d = new_doc("Calibri", 10.5, 1.9)
    para(d, "Rebecca Thornton", bold=True, size=20, color="00205B", space_after=0)
    para(d, "Senior Procurement Specialist | Former RAAF Logistics Officer | NV1 clearance", size=10.5, color="555555", space_after=0)
    para(d, "Mawson Lakes SA 5095  ·  0491 570 236  ·  rebecca.thornton@example.com.au", size=10, space_after=6)
    rule_heading(d, "Career summary", "00205B")
    para(d, "Defence procurement and logistics professional with over 14 years across the Royal Australian Air Force, the "
            "Department of Defence and industry. Experienced in complex tenders, contract management under the "
            "Commonwealth Procurement Rules and supply chain planning for air platforms.")
    rule_heading(d, "Career history", "00205B")
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    rows = [
        ("Jan 2023 – Current", "Senior Procurement Specialist", "BAE Systems Australia, Edinburgh Parks SA",
         ["Lead subcontract procurement for the Hunter class frigate program: RFQs, evaluations and negotiations up to $40M",
          "Manage 22 subcontracts in SAP and Ariba, including ITAR/EAR export-control flow-downs",
          "Introduced a supplier performance scorecard now used across the maritime business"]),
        ("Jul 2020 – Dec 2022", "Contracting Officer (APS 6)", "Department of Defence – CASG, Adelaide SA",
         ["Ran approaches to market and contract variations for aircraft sustainment under the CPRs",
          "Managed contracts worth $85M for P-8A Poseidon support"]),
        ("Feb 2012 – Jun 2020", "Logistics Officer, Flight Lieutenant", "Royal Australian Air Force – No. 92 Wing, RAAF Base Edinburgh SA",
         ["Led a 35-person supply flight supporting AP-3C Orion and P-8A aircraft",
          "Deployed to the Middle East Region (Op OKRA, 2016) as the detachment logistics officer",
          "Managed inventory worth $120M in MILIS with 99.2% stocktake accuracy"]),
    ]
    for when, title, org, bl in rows:
        c = t.add_row().cells
        cell_text(c[0], when, bold=True)
        cell_text(c[1], title, bold=True)
        para(c[1], org, italic=True, space_after=1)
        for b in bl:
            bullet(c[1], b)
    widths(t, 3.6, 13.8)
    rule_heading(d, "Qualifications", "00205B")
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for when, what in [("2019", "Graduate Certificate in Procurement and Contracting – UNSW Canberra"),
                       ("2011", "Bachelor of Business – UNSW Canberra at the Australian Defence Force Academy (ADFA)")]:
        c = t.add_row().cells
        cell_text(c[0], when, bold=True)
        cell_text(c[1], what)
    widths(t, 3.6, 13.8)
    rule_heading(d, "Professional memberships and certificates", "00205B")
    for c in ["MCIPS – Chartered Institute of Procurement & Supply (2022)",
              "Certificate IV in Government Procurement and Contracting (PSP40616), 2020",
              "NV1 security clearance (current)"]:
        bullet(d, c)
    rule_heading(d, "Key skills", "00205B")
    para(d, "Strategic sourcing; tender evaluation; contract management; Commonwealth Procurement Rules; SAP; SAP Ariba; "
            "export controls (ITAR); supply chain planning; stakeholder engagement; negotiation")
    para(d, "Referees available on request.", italic=True)
    save(d, "24-raaf-logistics-officer-procurement-au.docx")


# 25 Amazon associate -> area manager: one employer heading, three titles with tab-stop dates -----------------------
def f25():
    d = new_doc("Calibri", 11, 2.0)
    para(d, "Jordan Ellis", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Phoenix, AZ 85043 · 602-555-0197 · jordan.ellis.ops@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=8)
    d.add_heading("Summary", level=1)
    para(d, "Amazon area manager who started on the floor as a picker. I know every role on the shift because I have done "
            "most of them. Focused on safety, rate and quality, and on developing people into leads.")
    d.add_heading("Experience", level=1)
    para(d, "Amazon – PHX7 Fulfillment Center, Phoenix, AZ", bold=True, size=12, space_after=0)
    W = 17.0
    tabbed(d, "Area Manager, Outbound Ship Dock", "Oct 2023 – Present", W, before=3)
    for b in ["Lead 3 process assistants and 95–140 associates per shift on the ship dock and sortation",
              "Improved trailer load quality (mis-ships down 38%) with a dock audit and andon process",
              "Run daily start-up meetings, labor planning in FCLM and weekly Kaizen events"]:
        bullet(d, b)
    tabbed(d, "Process Assistant (L3), Pick", "Mar 2022 – Sep 2023", W, before=3)
    for b in ["Assigned pick paths and monitored rates for 60 pickers; coached bottom-10% performers",
              "Ran the department's Amazon Safety Observation program"]:
        bullet(d, b)
    tabbed(d, "Fulfillment Associate (L1), Pick / Stow", "Nov 2020 – Feb 2022", W, before=3)
    bullet(d, "Picked and stowed with RF scanner at 120% of rate; Ambassador for new-hire training")
    para(d, "Chipotle Mexican Grill – Tempe, AZ", bold=True, size=12, space_after=0).paragraph_format.space_before = Pt(8)
    tabbed(d, "Shift Lead (part-time)", "Jun 2018 – Oct 2020", W, before=3)
    bullet(d, "Opened and closed the restaurant, ran a crew of 8, handled cash and food-safety checks while at ASU")
    d.add_heading("Education", level=1)
    tabbed(d, "Bachelor of Arts in Organizational Leadership – Arizona State University", "2024", W, bold=False, before=2)
    para(d, "Paid through Amazon Career Choice; Dean's List 2023", italic=True, space_after=2)
    d.add_heading("Certifications", level=1)
    for c in ["Lean Six Sigma Yellow Belt (Amazon), 2023", "OSHA 10-Hour General Industry", "PIT certified – order picker"]:
        bullet(d, c)
    d.add_heading("Skills", level=1)
    para(d, "People leadership · Labor planning · FCLM · Kaizen · Root cause analysis · Safety audits · Microsoft Excel · "
            "Bilingual English/Spanish")
    save(d, "25-amazon-associate-to-area-manager-us.docx")


# 26 RCN supply technician -> logistics coordinator: Word headings, bulleted lists, season-only student job ------------
def f26():
    d = new_doc("Calibri", 11, 2.2)
    d.add_heading("Émilie Gauthier", level=0)
    para(d, "Halifax, NS B3K 5M7 | 902-555-0146 | emilie.gauthier@example.ca | English / French", space_after=6)
    d.add_heading("Summary of Qualifications", level=1)
    for b in ["15 years in naval and shipbuilding logistics: ten as a Supply Technician in the Royal Canadian Navy, "
              "five coordinating material for Irving Shipbuilding.",
              "Daily user of SAP (DRMIS in the CAF, SAP S/4HANA at Irving); advanced Excel.",
              "Bilingual (English and French), Secret (Level II) clearance."]:
        bullet(d, b)
    d.add_heading("Work Experience", level=1)
    para(d, "Logistics Coordinator", bold=True, space_after=0)
    para(d, "Irving Shipbuilding Inc., Halifax, NS  —  Sept. 2021 – present", italic=True, space_after=1)
    for b in ["Coordinate inbound material for the Arctic and Offshore Patrol Ship and River-class destroyer programs",
              "Expedite 300+ purchase orders a month with suppliers in Canada, the US and Europe",
              "Prepare customs documents with our broker and track shipments; reduced line-stoppage material shortages by 30%"]:
        bullet(d, b)
    para(d, "Supply Technician, Master Sailor (formerly Leading Seaman)", bold=True, space_after=0).paragraph_format.space_before = Pt(6)
    para(d, "Royal Canadian Navy, Canadian Armed Forces — HMCS Halifax and CFB Halifax  —  Aug. 2011 – Aug. 2021", italic=True, space_after=1)
    for b in ["Ran the ship's stores: receipt, issue and inventory of 8,000 line items in DRMIS",
              "Sailed on Operation REASSURANCE (Mediterranean, 2017) and Operation CARIBBE (2019)",
              "Supervised 4 junior sailors; posted ashore to Fleet Logistics, CFB Halifax, 2019–2021"]:
        bullet(d, b)
    para(d, "Summer Student, Warehouse", bold=True, space_after=0).paragraph_format.space_before = Pt(6)
    para(d, "Sobeys Distribution Centre, Dartmouth, NS  —  Summer 2010", italic=True, space_after=1)
    bullet(d, "Case picking and loading; trained on electric pallet jack")
    d.add_heading("Education", level=1)
    bullet(d, "Certificate in Supply Chain Management — Saint Mary's University, Continuing Education, 2020")
    bullet(d, "High School Diploma — Prince Andrew High School, Dartmouth, 2010")
    d.add_heading("Certifications", level=1)
    for c in ["Supply Chain Management Professional (SCMP) — Supply Chain Canada, 2024",
              "Transportation of Dangerous Goods (TDG), 2023", "WHMIS 2015"]:
        bullet(d, c)
    d.add_heading("Skills", level=1)
    for c in ["SAP S/4HANA and DRMIS", "Expediting and supplier follow-up", "Customs documentation",
              "Inventory control", "Microsoft Excel (pivot tables, Power Query)", "Bilingual communication"]:
        bullet(d, c)
    save(d, "26-rcn-supply-tech-logistics-coordinator-ca.docx")


# 27 US hazmat tanker driver: plain Word file, endorsements in a bordered table -----------------------------------
def f27():
    d = new_doc("Times New Roman", 11.5, 2.2)
    para(d, "WADE E. PRUITT", bold=True, size=15, space_after=0)
    para(d, "Odessa, Texas  |  432-555-0109  |  wade.pruitt@example.com", space_after=8)
    para(d, "CDL-A Tanker / Hazmat Driver — Oilfield and Petroleum", bold=True, space_after=6)
    para(d, "LICENSE AND ENDORSEMENTS", bold=True, space_after=2)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["License / card", "Details", "Expires"]):
        cell_text(c, h, bold=True)
    for row in [("Texas CDL Class A", "Endorsements H, N, X (hazmat, tanker); no restrictions", "08/2028"),
                ("DOT Medical Card", "2-year card", "04/2027"),
                ("TWIC", "Transportation Worker Identification Credential", "2029"),
                ("H2S Clear", "Permian Basin safety training", "2026")]:
        c = t.add_row().cells
        for cell, v in zip(c, row):
            cell_text(cell, v)
    widths(t, 4.2, 9.0, 3.0)
    para(d, "", space_after=4)
    para(d, "WORK HISTORY", bold=True, space_after=2)
    para(d, "Tanker Driver (CDL-A, Hazmat), Trimac Transportation, Odessa, TX — June 2019 – Present", bold=True, space_after=1)
    for b in ["Haul crude, condensate and diesel in MC-306/DOT-406 and MC-307 tankers to terminals across the Permian Basin",
              "Load and unload at racks and lease sites; bonding, grounding and spill prevention",
              "1.1 million accident-free miles; Trimac Safe Driver award 2022 and 2024"]:
        bullet(d, b)
    para(d, "Driver / Dispatcher, Basin Fluid Haulers LLC, Midland, TX — Jan 2015 – May 2019", bold=True, space_after=1)
    for b in ["Drove a vacuum truck hauling produced water; dispatched 12 trucks on the night shift",
              "Kept DOT driver files and daily logs; passed a 2018 FMCSA compliance review"]:
        bullet(d, b)
    para(d, "Diesel Mechanic Helper, Rush Truck Centers, Odessa, TX — 2012 – 2014", bold=True, space_after=1)
    bullet(d, "PM services, tires and brakes on Peterbilt and International trucks")
    para(d, "", space_after=2)
    para(d, "EDUCATION", bold=True, space_after=2)
    para(d, "Permian High School, Odessa, TX — High School Diploma, 2011", space_after=6)
    para(d, "SKILLS", bold=True, space_after=2)
    para(d, "Tanker operations, hazmat transport, pre-trip and post-trip inspections, ELD (PeopleNet), dispatching, "
            "DOT compliance, basic diesel maintenance")
    save(d, "27-hazmat-tanker-driver-us.docx")


# 28 Indian Air Force ex-serviceman -> AME at IndiGo: personal-details table, declaration -----------------------------
def f28():
    d = new_doc("Arial", 10, 2.0)
    para(d, "CURRICULUM VITAE", bold=True, size=13, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "SUNIL KUMAR NAIR", bold=True, size=16, space_after=0)
    para(d, "Aircraft Maintenance Engineer (DGCA B1.1 – A320 family) | Ex-Indian Air Force", size=10, space_after=0)
    para(d, "Mobile: +91 90000 55362  |  Email: sunil.nair.ame@example.in", size=10, space_after=0)
    para(d, "Address: Flat 3B, Sai Residency, Yelahanka New Town, Bengaluru – 560064", size=10, space_after=8)
    rule_heading(d, "Professional Summary", "000000", 11)
    para(d, "Licensed Aircraft Maintenance Engineer with 29 years of aviation experience: 20 years as an Airframe Fitter "
            "in the Indian Air Force and 9 years in civil airline maintenance. Holder of DGCA AME licence Cat B1.1 with "
            "A320 family type endorsement.")
    rule_heading(d, "Work Experience", "000000", 11)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Organisation", "Designation", "From", "To"]):
        cell_text(c, h, bold=True)
    for row in [("InterGlobe Aviation Ltd. (IndiGo), Kempegowda International Airport, Bengaluru", "Aircraft Maintenance Engineer (B1)", "03/2021", "Present"),
                ("Air India Engineering Services Ltd. (AIESL), Mumbai", "Certifying Technician", "08/2017", "02/2021"),
                ("Indian Air Force", "Sergeant (Airframe Fitter)", "07/1997", "07/2017")]:
        c = t.add_row().cells
        for cell, v in zip(c, row):
            cell_text(cell, v)
    widths(t, 7.0, 4.6, 2.2, 2.2)
    para(d, "", space_after=2)
    para(d, "Key responsibilities:", bold=True, space_after=1)
    for b in ["IndiGo: transit, daily and weekly checks on A320ceo/neo; certification of release to service (CRS) as B1",
              "IndiGo: defect rectification, MEL deferrals, borescope of CFM56 and PW1100G engines",
              "AIESL: A-checks and C-checks on A319/A320 and B777; task card certification",
              "IAF: maintenance of MiG-21, Su-30MKI and An-32 airframes at Air Force Stations Jamnagar, Pune and Halwara",
              "IAF: structural repairs, landing gear and hydraulic system servicing; trained junior technicians"]:
        bullet(d, b)
    rule_heading(d, "Licence & Trainings", "000000", 11)
    for c in ["DGCA AME Licence Category B1.1, A320 family (CFM56 / PW1100G) type endorsed – 2019",
              "Human Factors and EWIS – IndiGo Training Centre, 2025",
              "Borescope Inspection (CFM56-5B) – 2022"]:
        bullet(d, c)
    rule_heading(d, "Educational Qualification", "000000", 11)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Qualification", "Institute / Board", "Year"]):
        cell_text(c, h, bold=True)
    for row in [("B.Sc. (Physics, Chemistry, Mathematics)", "Indira Gandhi National Open University (IGNOU)", "2008"),
                ("Diploma in Aircraft Maintenance (Airframe)", "Mechanical Training Institute, IAF, Tambaram", "1998"),
                ("Higher Secondary (12th)", "Kerala Board of Higher Secondary Education", "1996")]:
        c = t.add_row().cells
        for cell, v in zip(c, row):
            cell_text(cell, v)
    widths(t, 6.2, 8.0, 1.8)
    rule_heading(d, "Skills", "000000", 11)
    para(d, "A320 family systems · Borescope inspection · Structural repair · Landing gear and hydraulics · AMOS · "
            "Troubleshooting · Technical documentation · Team supervision")
    rule_heading(d, "Personal Details", "000000", 11)
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    for k, v in [("Date of Birth", "12 May 1978"), ("Nationality", "Indian"), ("Languages", "English, Hindi, Malayalam, Kannada"),
                 ("Passport", "Valid till 2032"), ("Marital Status", "Married")]:
        c = t.add_row().cells
        cell_text(c[0], k, bold=True)
        cell_text(c[1], ": " + v)
    widths(t, 4.0, 12.0)
    para(d, "", space_after=4)
    para(d, "Declaration: I hereby declare that the information furnished above is true to the best of my knowledge.", space_after=4)
    para(d, "Place: Bengaluru", space_after=0)
    para(d, "(SUNIL KUMAR NAIR)", align=WD_ALIGN_PARAGRAPH.RIGHT)
    save(d, "28-iaf-airframe-fitter-ame-in.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
    print("ok")
