"""Generates the .docx résumés of the r83-senior review (run with Debian's python3: /usr/bin/python3 make_docx.py)."""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.shared import Inches, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=0.8):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(2)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(margins)
        s.top_margin = s.bottom_margin = Inches(0.7)
    return d


def para(d, text="", bold=False, italic=False, size=None, align=None, color=None, after=None):
    p = d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align:
        p.alignment = align
    if after is not None:
        p.paragraph_format.space_after = Pt(after)
    return p


def heading(d, text, color="1F3A5F", size=11.5, caps=True):
    p = para(d, text.upper() if caps else text, bold=True, size=size, color=color)
    p.paragraph_format.space_before = Pt(10)
    p.paragraph_format.space_after = Pt(3)
    return p


def tabbed(d, left, right, bold_left=True, italic=False, width=6.9):
    """Left text, right-aligned text on a right tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Inches(width), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold, r.italic = bold_left, italic
    p.add_run("\t" + right)
    p.paragraph_format.space_after = Pt(1)
    return p


def bullets(d, items):
    for it in items:
        p = d.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(1)


def no_borders(table):
    tbl = table._tbl
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    tblPr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        b.append(e)
    tblPr.append(b)


def cell_text(cell, lines, bold_first=False, align=None):
    cell.paragraphs[0].text = ""
    for i, line in enumerate(lines):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        r = p.add_run(line)
        if bold_first and i == 0:
            r.bold = True
        if align:
            p.alignment = align
        p.paragraph_format.space_after = Pt(1)


# 03 ─ US litigation paralegal: tables for each position (title/company left, dates right), MM/YYYY dates.
def f03():
    d = new_doc("Arial", 10)
    para(d, "Maria T. Castellanos", bold=True, size=20, color="2E4057", after=0)
    para(d, "Litigation Paralegal", size=12, color="666666", after=0)
    para(d, "Phoenix, AZ 85004 | 602-555-0187 | m.castellanos@example.com", after=8)
    heading(d, "Summary", "2E4057")
    para(d, "Certified Paralegal with 10 years supporting complex commercial and product-liability litigation from "
         "pleadings through trial. Runs e-discovery workflows in Relativity, builds trial binders and exhibit lists, "
         "and keeps attorneys' calendars and court deadlines airtight. Bilingual English/Spanish.")
    heading(d, "Professional Experience", "2E4057")
    jobs = [
        ("Senior Litigation Paralegal", "Snell & Wilmer L.L.P. — Phoenix, AZ", "07/2021 - Present",
         ["Support a team of six partners on commercial and class-action litigation in state and federal court.",
          "Manage Relativity workspaces of up to 2.3 million documents; run searches, batching and privilege logs.",
          "Prepared exhibits and witness binders for four jury trials and two arbitrations.",
          "Train and review the work of three junior paralegals."]),
        ("Litigation Paralegal", "Lewis Roca Rothgerber Christie LLP — Phoenix, AZ", "03/2019 - 06/2021",
         ["Drafted discovery requests and responses, subpoenas and deposition notices.",
          "Performed legal research on Westlaw and cite-checked briefs for the Arizona Court of Appeals."]),
        ("Legal Assistant", "Jennings, Strouss & Salmon, P.L.C. — Phoenix, AZ", "08/2016 - 02/2019",
         ["Calendared deadlines, e-filed pleadings through AZTurboCourt and PACER/CM-ECF, and organized case files."]),
    ]
    for title, co, dates, bl in jobs:
        t = d.add_table(rows=1, cols=2)
        no_borders(t)
        t.columns[0].width = Inches(5.0)
        t.columns[1].width = Inches(1.9)
        cell_text(t.rows[0].cells[0], [title, co], bold_first=True)
        cell_text(t.rows[0].cells[1], [dates], align=WD_ALIGN_PARAGRAPH.RIGHT)
        t.rows[0].cells[0].width = Inches(5.0)
        t.rows[0].cells[1].width = Inches(1.9)
        bullets(d, bl)
    heading(d, "Education", "2E4057")
    para(d, "Paralegal Studies Certificate (ABA-approved) — Phoenix College, 2016")
    para(d, "B.A., Political Science — Arizona State University, 2015")
    heading(d, "Certifications", "2E4057")
    para(d, "Certified Paralegal (CP), NALA – 2018")
    para(d, "Relativity Certified User – 2020")
    heading(d, "Skills", "2E4057")
    t = d.add_table(rows=3, cols=3)
    no_borders(t)
    skills = ["Relativity", "Westlaw", "LexisNexis", "E-discovery", "Legal research", "Trial preparation",
              "Document review", "Docketing & calendaring", "Microsoft Office"]
    for i, s in enumerate(skills):
        t.rows[i // 3].cells[i % 3].text = "• " + s
    d.save(os.path.join(OUT, "03-us-litigation-paralegal.docx"))


# 05 ─ Canadian CFO: tab-stop dates, "Jan. 2020 to date", competencies in a 2-column table, volunteer board post.
def f05():
    d = new_doc("Cambria", 10.5)
    para(d, "Geneviève Tremblay, CPA, CA", bold=True, size=22, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    para(d, "Toronto, ON M5V 2T6 | 416-555-0123 | gtremblay@example.ca", align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    para(d, "CHIEF FINANCIAL OFFICER", bold=True, size=12, color="7B1E1E", align=WD_ALIGN_PARAGRAPH.CENTER, after=6)
    heading(d, "Executive Profile", "7B1E1E")
    para(d, "Bilingual (English/French) finance executive with 22 years of progressive experience in audit, retail "
         "and logistics. Partners with CEOs and boards on growth strategy, capital structure and M&A; builds finance "
         "teams that close fast and forecast accurately.")
    heading(d, "Core Competencies", "7B1E1E")
    t = d.add_table(rows=4, cols=2)
    comps = ["Financial Planning & Analysis (FP&A)", "IFRS financial reporting", "Treasury & capital markets",
             "Mergers & acquisitions", "Budgeting and forecasting", "Enterprise risk management",
             "SAP S/4HANA implementation", "Board and audit committee reporting"]
    for i, s in enumerate(comps):
        t.rows[i // 2].cells[i % 2].text = s
    heading(d, "Professional Experience", "7B1E1E")
    jobs = [
        ("Chief Financial Officer", "Jan. 2020 to date", "Northbridge Logistics Inc., Toronto, ON",
         ["Lead finance, treasury, tax, IT and procurement for a $1.3B third-party logistics provider (4,800 employees).",
          "Raised $450M in senior notes and a $300M revolving credit facility; cut weighted cost of debt by 110 bps.",
          "Closed and integrated three acquisitions in Quebec and the U.S. Midwest.",
          "Reduced the month-end close from 11 to 5 business days with an SAP S/4HANA rollout."]),
        ("Vice President, Finance", "Jun. 2016 – Dec. 2019", "Canadian Tire Corporation, Toronto, ON",
         ["Finance lead for the retail segment ($9B revenue); owned the annual operating plan and quarterly forecasts.",
          "Delivered $65M of cost savings through a store-operations productivity program."]),
        ("Director, Financial Planning & Analysis", "Mar. 2012 – May 2016", "Loblaw Companies Limited, Brampton, ON",
         ["Built the FP&A function for the pharmacy division; introduced driver-based forecasting."]),
        ("Senior Manager, Assurance", "Sept. 2004 – Feb. 2012", "KPMG LLP, Toronto, ON",
         ["Joined as staff accountant; promoted to senior manager in 2010. Led audits of TSX-listed retail and transportation clients."]),
    ]
    for title, dates, co, bl in jobs:
        tabbed(d, title, dates)
        para(d, co, italic=True, after=1)
        bullets(d, bl)
    heading(d, "Board & Community", "7B1E1E")
    tabbed(d, "Treasurer, Board of Directors", "2018 – present")
    para(d, "Daily Bread Food Bank, Toronto", italic=True)
    heading(d, "Education & Designations", "7B1E1E")
    para(d, "Bachelor of Commerce (BCom), McGill University, Montréal — 2004")
    para(d, "CPA, CA – Chartered Professional Accountants of Ontario (2007)")
    para(d, "ICD.D – Institute of Corporate Directors (2021)")
    d.save(os.path.join(OUT, "05-ca-cfo-tabstops.docx"))


# 09 ─ Irish Finance Director: layout table header (name left, contact right), promotions under one employer.
def f09():
    d = new_doc("Calibri", 10.5)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    cell_text(t.rows[0].cells[0], ["Siobhán Ní Bhriain", "Finance Director | ACA"], bold_first=True)
    t.rows[0].cells[0].paragraphs[0].runs[0].font.size = Pt(20)
    cell_text(t.rows[0].cells[1], ["Dublin, Ireland", "+353 1 555 0192", "siobhan.nibhriain@example.ie"],
              align=WD_ALIGN_PARAGRAPH.RIGHT)
    heading(d, "Profile", "006B3F")
    para(d, "Chartered accountant and group finance director in food and aviation. Leads finance teams of 80+ across "
         "Ireland, the UK and the US; experienced with plc reporting, audit committees and large ERP programmes.")
    heading(d, "Experience", "006B3F")
    tabbed(d, "Glanbia plc, Kilkenny", "Jan 2016 – Present")
    tabbed(d, "Finance Director, Glanbia Nutritionals", "Oct 2019 – Present", bold_left=False, italic=True)
    bullets(d, ["Own the P&L, balance sheet and cash of a €2.1bn division; member of the divisional executive team.",
                "Led the finance workstream of the €300m acquisition and integration of a US flavours business.",
                "Introduced rolling forecasts and driver-based budgeting in Oracle Hyperion; forecast error under 2%."])
    tabbed(d, "Head of Financial Control", "Jan 2016 – Sep 2019", bold_left=False, italic=True)
    bullets(d, ["Group consolidation and IFRS reporting for 70 entities; annual report and interim statements.",
                "Chaired the finance design authority for the SAP S/4HANA programme."])
    tabbed(d, "Ryanair DAC, Swords, Co. Dublin", "05/2011 – 12/2015")
    tabbed(d, "Financial Controller, Ancillary Revenue", "05/2011 – 12/2015", bold_left=False, italic=True)
    bullets(d, ["Monthly reporting and treasury cash forecasting for €1bn of ancillary revenue; built Power BI dashboards."])
    tabbed(d, "PwC Ireland, Dublin", "09/2004 – 04/2011")
    tabbed(d, "Audit Senior → Audit Manager", "09/2004 – 04/2011", bold_left=False, italic=True)
    bullets(d, ["Audited listed food, airline and leasing clients under IFRS and US GAAP."])
    heading(d, "Education", "006B3F")
    para(d, "Bachelor of Commerce (BComm), University College Dublin — 2004")
    heading(d, "Professional Qualifications", "006B3F")
    para(d, "Chartered Accountant (ACA) – Chartered Accountants Ireland, 2007")
    para(d, "Chartered Director (IoD) – Institute of Directors, 2021")
    heading(d, "Skills", "006B3F")
    para(d, "IFRS · Group consolidation · Treasury · Budgeting · Financial reporting · Oracle Hyperion · SAP · Power BI · Team leadership")
    d.save(os.path.join(OUT, "09-ie-finance-director-table-header.docx"))


# 12 ─ General Counsel: employer heading then titles, board & advisory roles, bar admission, docx header with name.
def f12():
    d = new_doc("Garamond", 11)
    hdr = d.sections[0].header.paragraphs[0]
    hdr.text = "CATHERINE M. LIU  ·  CONFIDENTIAL"
    para(d, "Catherine M. Liu", bold=True, size=22, after=0)
    para(d, "General Counsel & Corporate Secretary", size=13, color="444444", after=0)
    para(d, "San Francisco, CA · (415) 555-0163 · catherine.liu@example.org", after=6)
    heading(d, "Summary", "333333")
    para(d, "Chief legal officer for a commercial-stage biotechnology company. Twenty years across Big Law, big pharma "
         "and a public biotech: corporate governance, SEC reporting, licensing and collaboration deals, FDA regulatory "
         "matters and litigation management. Builds lean legal teams that the business wants in the room.")
    heading(d, "Experience", "333333")
    para(d, "Veridian Therapeutics, Inc. — South San Francisco, CA", bold=True, after=0)
    tabbed(d, "General Counsel & Corporate Secretary", "2019 – Present", bold_left=False, italic=True)
    bullets(d, ["Lead a 22-person legal, compliance and IP team; secretary to the board and its committees.",
                "Negotiated a $1.1B oncology collaboration and licensing agreement with a global pharma partner.",
                "Oversaw SEC reporting, two follow-on offerings ($650M) and the company's first proxy contest.",
                "Built the compliance program ahead of the first FDA approval and commercial launch."])
    tabbed(d, "Deputy General Counsel", "2016 – 2019", bold_left=False, italic=True)
    bullets(d, ["Managed IP litigation and patent strategy with outside counsel; led M&A due diligence."])
    para(d, "Genentech, Inc. — South San Francisco, CA", bold=True, after=0)
    tabbed(d, "Senior Corporate Counsel", "2011 – 2016", bold_left=False, italic=True)
    bullets(d, ["Structured in-licensing and research collaboration agreements for the partnering group."])
    para(d, "Cooley LLP — Palo Alto, CA", bold=True, after=0)
    tabbed(d, "Associate, Life Sciences & Emerging Companies", "2005 – 2011", bold_left=False, italic=True)
    bullets(d, ["Venture financings, IPOs and licensing transactions for life-sciences companies."])
    heading(d, "Prior Experience", "333333")
    tabbed(d, "Research Associate, Chiron Corporation, Emeryville, CA", "2001 – 2002", bold_left=False)
    heading(d, "Board & Advisory Roles", "333333")
    tabbed(d, "Board Member, Bay Area Legal Aid", "2017 – Present", bold_left=False)
    tabbed(d, "Advisory Board Member, Berkeley Center for Law & Business", "2020 – Present", bold_left=False)
    heading(d, "Bar Admission", "333333")
    para(d, "State Bar of California (2005)")
    heading(d, "Education", "333333")
    para(d, "J.D., University of California, Berkeley, School of Law — 2005 (Order of the Coif)")
    para(d, "B.S., Biology, Stanford University — 2001")
    heading(d, "Areas of Expertise", "333333")
    t = d.add_table(rows=2, cols=4)
    for i, s in enumerate(["Corporate governance", "SEC reporting", "Licensing", "Compliance",
                           "FDA regulatory", "Litigation management", "Mergers & acquisitions", "Intellectual property"]):
        t.rows[i // 4].cells[i % 4].text = s
    d.save(os.path.join(OUT, "12-us-general-counsel-board.docx"))


# 15 ─ UK consulting director: engagement table with years (not positions), promotions under one employer.
def f15():
    d = new_doc("Arial", 10)
    para(d, "OLIVER BENNETT-SINGH", bold=True, size=18, after=0)
    para(d, "Director, Strategy & Transformation", size=12, after=0)
    para(d, "Manchester  |  0161 496 0732  |  oliver.bs@example.co.uk", after=6)
    heading(d, "Profile", "86BC25")
    para(d, "Management consultant with 17 years in strategy and transformation, the last 13 at Deloitte. Leads "
         "operating model, cost transformation and programme recovery work for utilities, health and government clients.")
    heading(d, "Career History", "86BC25")
    para(d, "Deloitte LLP, Manchester", bold=True, after=0)
    tabbed(d, "Director, Strategy & Transformation", "June 2021 – present", bold_left=False, italic=True)
    tabbed(d, "Associate Director", "June 2018 – May 2021", bold_left=False, italic=True)
    tabbed(d, "Manager / Senior Manager", "Aug 2013 – May 2018", bold_left=False, italic=True)
    bullets(d, ["Practice lead for the North West utilities and infrastructure account (£14m annual fees).",
                "Sell and lead engagements of £1–6m; line manage 12 consultants."])
    para(d, "Selected engagements", bold=True, italic=True, after=2)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Client", "Scope", "Year"]):
        c.text = h
    for row in [("UK water utility", "Operating model redesign for a £1.2bn capital delivery programme", "2024"),
                ("NHS integrated care board", "PMO and benefits tracking for an elective recovery programme", "2023"),
                ("FTSE 100 retailer", "£120m cost transformation across stores and support centre", "2022"),
                ("Central government department", "Target operating model for a new regulatory function", "2020")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    para(d, "", after=2)
    para(d, "Network Rail, Manchester", bold=True, after=0)
    tabbed(d, "Business Analyst (Graduate Scheme)", "Sep 2009 – Jul 2013", bold_left=False, italic=True)
    bullets(d, ["Business cases and performance analysis for the route maintenance directorate."])
    heading(d, "Education", "86BC25")
    para(d, "MSc Management — Alliance Manchester Business School, University of Manchester, 2009")
    para(d, "BA (Hons) Economics — University of Leeds, 2008")
    heading(d, "Certifications", "86BC25")
    para(d, "PRINCE2 Practitioner")
    para(d, "Managing Successful Programmes (MSP)")
    heading(d, "Skills", "86BC25")
    para(d, "Operating model design; cost transformation; programme management (PMO); business case development; "
         "stakeholder management; workshop facilitation; Power BI; Agile")
    d.save(os.path.join(OUT, "15-uk-consulting-director-engagements.docx"))


# 20 ─ South African MD: every position in a 2-column table (dates left), competencies, CA(SA).
def f20():
    d = new_doc("Calibri", 10.5)
    para(d, "THABO MOKOENA", bold=True, size=20, color="8B5A00", after=0)
    para(d, "Managing Director  ·  CA(SA)  ·  MBA", size=11, after=0)
    para(d, "Johannesburg, Gauteng  ·  +27 11 555 0143  ·  thabo.mokoena@example.co.za", after=6)
    heading(d, "Executive Profile", "8B5A00")
    para(d, "Chartered accountant turned operator with more than 20 years in mining services, chemicals and industrial "
         "businesses. Turned around two loss-making businesses and led a R2.4bn industrial group through a B-BBEE "
         "ownership transaction.")
    heading(d, "Key Competencies", "8B5A00")
    t = d.add_table(rows=3, cols=3)
    for i, s in enumerate(["P&L management", "Turnaround management", "B-BBEE compliance", "Stakeholder management",
                           "Labour relations", "SHEQ", "Financial management", "Mergers and acquisitions",
                           "Strategic planning"]):
        t.rows[i // 3].cells[i % 3].text = s
    heading(d, "Career History", "8B5A00")
    t = d.add_table(rows=0, cols=2)
    rows = [
        ("March 2017 – Present", ["Managing Director", "Highveld Industrial Holdings (Pty) Ltd, Johannesburg",
                                  "• Lead a R2.4bn industrial services group with 3,100 employees across six provinces.",
                                  "• Returned the group to profit within 18 months; EBITDA margin from -3% to 11%.",
                                  "• Concluded a 51% black-ownership transaction with an employee share trust."]),
        ("2014 – 2017", ["Operations Director", "Murray & Roberts, Bedfordview",
                         "• Ran mining-services operations at 14 client sites; LTIFR reduced by 60%."]),
        ("2011 – 2014", ["General Manager, Mining Services", "Murray & Roberts, Bedfordview",
                         "• P&L responsibility for shaft-sinking and underground development contracts."]),
        ("2006 – 2011", ["Financial Manager", "Sasol, Secunda",
                         "• Financial management for the synfuels operations' maintenance division (R1.2bn budget)."]),
        ("2003 – 2005", ["Trainee Accountant (Articles)", "Deloitte, Johannesburg"]),
    ]
    for when, lines in rows:
        cells = t.add_row().cells
        cells[0].width = Inches(1.6)
        cells[1].width = Inches(5.3)
        cell_text(cells[0], [when])
        cell_text(cells[1], lines, bold_first=True)
    heading(d, "Qualifications", "8B5A00")
    para(d, "MBA — Gordon Institute of Business Science (GIBS), University of Pretoria, 2012")
    para(d, "BCom Honours (CTA) — University of Johannesburg, 2003")
    para(d, "BCom (Accounting) — University of the Witwatersrand, 2002")
    para(d, "Chartered Accountant CA(SA) — South African Institute of Chartered Accountants (SAICA), 2006")
    d.save(os.path.join(OUT, "20-za-managing-director-tables.docx"))


# 23 ─ US VP Finance: one employer heading with five titles under it (22 years at P&G), tab-stop dates.
def f23():
    d = new_doc("Calibri", 10.5)
    para(d, "LAURA K. WHITMAN", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    para(d, "Cincinnati, OH  •  (513) 555-0122  •  laura.whitman@example.com", align=WD_ALIGN_PARAGRAPH.CENTER, after=0)
    para(d, "Vice President, Finance", bold=True, size=12, align=WD_ALIGN_PARAGRAPH.CENTER, after=6)
    heading(d, "Summary", "003DA5")
    para(d, "Consumer-goods finance leader with 25 years of experience, 23 of them at Procter & Gamble across North "
         "America, Latin America and global category roles. Business partner to presidents and general managers; "
         "known for pricing, productivity and developing finance talent.")
    heading(d, "Core Skills", "003DA5")
    para(d, "P&L and FP&A leadership; category and brand finance; forecasting; pricing and trade-spend analytics; "
         "working capital; SAP S/4HANA; Power BI; Spanish (fluent); talent development")
    heading(d, "Experience", "003DA5")
    tabbed(d, "THE PROCTER & GAMBLE COMPANY, Cincinnati, OH", "2003 – Present")
    roles = [
        ("Vice President, Finance & Accounting – North America Fabric Care", "Jul 2020 – Present",
         ["CFO partner for a $9B category; own the P&L, pricing, capital plan and productivity program.",
          "Delivered $420M of cost savings over four years; led two list-price increases with no share loss."]),
        ("Senior Director, Finance – Global Baby Care", "Aug 2016 – Jun 2020",
         ["Led the category's global forecast and the financial case for a $250M capacity investment."]),
        ("Finance Director – Latin America Hair Care, Panama City, Panama", "Sep 2012 – Jul 2016",
         ["Managed finance for 14 countries through hyperinflation accounting in Venezuela and Argentina."]),
        ("Associate Director / Finance Manager", "Jun 2007 – Aug 2012",
         ["Brand finance for Tide and Gain; built the trade-spend analytics model still in use."]),
        ("Financial Analyst → Senior Financial Analyst", "Jul 2003 – May 2007",
         ["Plant finance at the Lima, OH site; then cost analysis for global purchasing."]),
    ]
    for title, dates, bl in roles:
        tabbed(d, title, dates, bold_left=False, italic=True)
        bullets(d, bl)
    tabbed(d, "DELOITTE & TOUCHE LLP, Cincinnati, OH", "Aug 2001 – Jun 2003")
    tabbed(d, "Staff Auditor", "Aug 2001 – Jun 2003", bold_left=False, italic=True)
    heading(d, "Education", "003DA5")
    para(d, "B.S., Accountancy — Miami University, Oxford, OH, 2001")
    heading(d, "Certification", "003DA5")
    para(d, "Certified Public Accountant (CPA), State of Ohio — inactive")
    d.save(os.path.join(OUT, "23-us-vp-finance-one-employer.docx"))


# 27 ─ VP Supply Chain: name and contact only in the page header; competencies table; tab-stop dates.
def f27():
    d = new_doc("Calibri", 10.5)
    h = d.sections[0].header
    p = h.paragraphs[0]
    r = p.add_run("CARLOS EDUARDO MENDES")
    r.bold = True
    r.font.size = Pt(16)
    p2 = h.add_paragraph("Nashville, TN | 615-555-0185 | carlos.mendes@example.com")
    heading(d, "Vice President, Global Supply Chain", "2F5496", size=13, caps=False)
    para(d, "Supply chain executive with 23 years in consumer durables, tyres and beverages in the U.S. and Brazil. "
         "Runs end-to-end planning, sourcing, manufacturing logistics and distribution; delivers service and cost "
         "improvements at the same time.")
    heading(d, "Areas of Expertise", "2F5496")
    t = d.add_table(rows=3, cols=3)
    for i, s in enumerate(["S&OP", "Demand planning", "Network optimization", "Warehouse management (WMS)",
                           "Transportation management (TMS)", "Procurement", "SAP APO / IBP", "Lean Six Sigma",
                           "Portuguese (native)"]):
        t.rows[i // 3].cells[i % 3].text = s
    heading(d, "Professional Experience", "2F5496")
    jobs = [
        ("Vice President, Global Supply Chain", "Apr 2018 – Present", "Harmon Home Brands, Nashville, TN",
         ["Lead planning, procurement, logistics and 5 distribution centers; $1.1B spend, 1,400 team members.",
          "Redesigned the distribution network from 8 to 5 DCs; freight cost per unit down 19%.",
          "Implemented SAP IBP and monthly S&OP; forecast accuracy from 61% to 78%."]),
        ("Senior Director, Logistics & Distribution", "May 2013 – Mar 2018", "Bridgestone Americas, Nashville, TN",
         ["Ran replacement-tyre distribution for North America; implemented a new WMS at 7 sites."]),
    ]
    for title, dates, co, bl in jobs:
        tabbed(d, title, dates)
        para(d, co, italic=True, after=1)
        bullets(d, bl)
    tabbed(d, "Whirlpool Corporation, Benton Harbor, MI", "2008 – 2013")
    tabbed(d, "Director, Distribution Operations", "2010 – 2013", bold_left=False, italic=True)
    tabbed(d, "Senior Manager, Distribution", "2008 – 2010", bold_left=False, italic=True)
    bullets(d, ["Responsible for 4 regional distribution centers; introduced TMS and dedicated fleet programs."])
    tabbed(d, "Supply Chain Manager", "2003 – 2008")
    para(d, "Ambev, São Paulo, Brazil", italic=True, after=1)
    heading(d, "Education", "2F5496")
    para(d, "Executive MBA, Vanderbilt University, Owen Graduate School of Management, 2015")
    para(d, "B.Eng., Production Engineering, Universidade de São Paulo, 2002")
    heading(d, "Certifications", "2F5496")
    para(d, "Certified Supply Chain Professional (CSCP), ASCM")
    para(d, "Six Sigma Green Belt")
    d.save(os.path.join(OUT, "27-us-vp-supply-chain-header-contact.docx"))


if __name__ == "__main__":
    for f in (f03, f05, f09, f12, f15, f20, f23, f27):
        f()
    print("done")
