#!/usr/bin/python3
"""Writes the six .docx résumés (23-28) with Debian's python3-docx: /usr/bin/python3 make/make_docx.py"""
import os
import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor, Cm

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear"); shd.set(qn("w:color"), "auto"); shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def no_borders(table):
    tblPr = table._tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        el = OxmlElement(f"w:{edge}"); el.set(qn("w:val"), "nil"); borders.append(el)
    tblPr.append(borders)


def bottom_rule(paragraph, color="808080"):
    pPr = paragraph._p.get_or_add_pPr()
    pbdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom"); b.set(qn("w:val"), "single"); b.set(qn("w:sz"), "6"); b.set(qn("w:space"), "1"); b.set(qn("w:color"), color)
    pbdr.append(b); pPr.append(pbdr)


def para(container, text="", bold=False, italic=False, size=None, color=None, style=None, align=None, space_after=None):
    p = container.add_paragraph(style=style) if style else container.add_paragraph()
    if text:
        r = p.add_run(text); r.bold = bold; r.italic = italic
        if size: r.font.size = Pt(size)
        if color: r.font.color.rgb = RGBColor.from_string(color)
    if align: p.alignment = align
    if space_after is not None: p.paragraph_format.space_after = Pt(space_after)
    return p


def tab_line(container, left, right, pos, bold_left=True, italic_right=False, size=None, style=None):
    """Left text, a right-aligned tab stop at `pos` inches, right text (the Word way of right-aligned dates)."""
    p = container.add_paragraph(style=style) if style else container.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Inches(pos), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold_left
    if size: r.font.size = Pt(size)
    r2 = p.add_run("\t" + right); r2.italic = italic_right
    if size: r2.font.size = Pt(size)
    p.paragraph_format.space_after = Pt(0)
    return p


def bullets(container, items, style="List Bullet"):
    for it in items:
        p = container.add_paragraph(it, style=style)
        p.paragraph_format.space_after = Pt(0)


def base(font="Calibri", size=10.5, margins=0.7):
    d = docx.Document()
    st = d.styles["Normal"]; st.font.name = font; st.font.size = Pt(size)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(margins); s.top_margin = s.bottom_margin = Inches(margins)
    return d


def cell_bullets(cell, items):
    for it in items:
        p = cell.add_paragraph(it, style="List Bullet"); p.paragraph_format.space_after = Pt(0)


# 23 -- Word template with a two-column layout table (shaded sidebar), RN, Milwaukee ---------------------------------
def doc23():
    d = base("Calibri", 10, 0.5)
    t = d.add_table(rows=1, cols=2); no_borders(t); t.autofit = False
    left, right = t.rows[0].cells
    left.width = Inches(2.4); right.width = Inches(5.1)
    shade(left, "DCE6F0")
    p = left.paragraphs[0]; r = p.add_run("HANNAH\nKOWALCZYK"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)
    para(left, "REGISTERED NURSE, BSN, PCCN", bold=True, size=10, color="1F3A5F")
    h = para(left, "CONTACT", bold=True, size=11, color="1F3A5F"); bottom_rule(h)
    para(left, "Milwaukee, WI 53207", space_after=0)
    para(left, "(414) 555-0125", space_after=0)
    para(left, "hannah.kowalczyk.rn@example.com", space_after=6)
    h = para(left, "OBJECTIVE", bold=True, size=11, color="1F3A5F"); bottom_rule(h)
    para(left, "Progressive care nurse seeking a cardiac ICU or cath-lab recovery position where I can keep growing my critical care skills.")
    h = para(left, "SKILLS", bold=True, size=11, color="1F3A5F"); bottom_rule(h)
    cell_bullets(left, ["Telemetry and 12-lead EKG interpretation", "Titrating cardiac drips (heparin, diltiazem, amiodarone)",
                        "Post-cath and post-CABG care", "IV therapy and central line care", "Wound care", "Patient and family education",
                        "Epic charting", "Precepting new graduates"])
    h = para(left, "LICENSES & CERTIFICATIONS", bold=True, size=11, color="1F3A5F"); bottom_rule(h)
    cell_bullets(left, ["Registered Nurse, Wisconsin (multistate compact license)", "Basic Life Support (BLS), AHA",
                        "Advanced Cardiovascular Life Support (ACLS), AHA", "Progressive Care Certified Nurse (PCCN), AACN"])
    rp = right.paragraphs[0]; rr = rp.add_run("EXPERIENCE"); rr.bold = True; rr.font.size = Pt(13); rr.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F); bottom_rule(rp)
    jobs = [("Registered Nurse – Cardiac Step-Down", "March 2020 – Present", "Froedtert Hospital, Milwaukee, WI",
             ["Care for 4–5 progressive-care patients per shift on a 32-bed cardiac step-down unit",
              "Monitor telemetry, titrate drips per protocol and recognise deterioration early; rapid response team liaison",
              "Charge nurse two shifts a week; precepted 9 new graduate nurses",
              "Unit practice council member; led the CAUTI-reduction project (zero CAUTIs for 14 months)"]),
            ("Registered Nurse – Medical-Surgical", "July 2017 – February 2020", "Aurora St. Luke's Medical Center, Milwaukee, WI",
             ["Cared for 5–6 adult med-surg patients per shift: post-op, diabetic, COPD and CHF",
              "Administered medications and IV therapy; wound and ostomy care; discharge teaching"]),
            ("Certified Nursing Assistant", "May 2014 – June 2017", "Ascension Columbia St. Mary's Hospital, Milwaukee, WI",
             ["Part-time during nursing school: vital signs, ADLs, mobility and intake/output on an orthopedic unit"])]
    for title, dates, where, items in jobs:
        tab_line(right, title, dates, 5.0, size=10.5)
        para(right, where, italic=True, space_after=0)
        cell_bullets(right, items)
        para(right, "", space_after=0)
    rp = para(right, "EDUCATION", bold=True, size=13, color="1F3A5F"); bottom_rule(rp)
    tab_line(right, "Bachelor of Science in Nursing (BSN)", "May 2017", 5.0, size=10.5)
    para(right, "Marquette University, Milwaukee, WI", italic=True, space_after=0)
    para(right, "Cum laude; Sigma Theta Tau International Honor Society", space_after=6)
    rp = para(right, "AWARDS", bold=True, size=13, color="1F3A5F"); bottom_rule(rp)
    para(right, "DAISY Award for Extraordinary Nurses, Froedtert Hospital, 2023")
    d.save(os.path.join(OUT, "23-word-table-sidebar-registered-nurse-us.docx"))


# 24 -- Word chronological CV with heading styles and right-aligned tab stops, plumber, Leeds ------------------------
def doc24():
    d = base("Calibri", 10.5, 0.8)
    t = d.add_paragraph(style="Title"); t.add_run("Ryan McAllister")
    para(d, "Gas Safe Registered Plumbing & Heating Engineer", italic=True, size=12, space_after=2)
    para(d, "Morley, Leeds LS27 9QT  •  07700 900662  •  ryan.mcallister.heating@example.co.uk", space_after=8)
    d.add_heading("Personal Profile", level=1)
    para(d, "Gas Safe registered plumbing and heating engineer with over 14 years in the trade, from a council apprenticeship "
            "through British Gas to running my own business. I install and service boilers, unvented cylinders and full "
            "central heating systems, and I am looking for a senior engineer or supervisor role with a housing association.")
    d.add_heading("Key Skills", level=1)
    bullets(d, ["Boiler installation, servicing and repair (Worcester Bosch, Vaillant, Ideal)",
                "Central heating design, power flushing and system upgrades",
                "Unvented hot water cylinders (G3)", "Landlord gas safety certificates (CP12)",
                "Fault finding on controls and wiring", "Bathroom fitting and general plumbing",
                "Quoting, invoicing and customer care"])
    d.add_heading("Employment History", level=1)
    jobs = [("Plumbing & Heating Engineer (Self-employed)", "May 2020 – Present", "McAllister Plumbing & Heating, Leeds",
             ["Run a one-van business with a part-time apprentice: 250+ boiler installs and 1,000+ services",
              "Subcontract for Leeds Federated Housing on voids and planned heating upgrades",
              "Worcester Bosch Accredited Installer; 5.0 rating from 180 Checkatrade reviews"]),
            ("Gas Engineer", "Jan 2016 – Apr 2020", "British Gas, Leeds and Bradford",
             ["HomeCare breakdown and annual service visits, 6–8 jobs a day",
              "Top 10% in the region for first-time fix; mentored two newly qualified engineers"]),
            ("Apprentice Plumber", "Sep 2012 – Dec 2015", "Leeds City Council (Housing Leeds), Leeds",
             ["Four-year apprenticeship maintaining council homes: heating, plumbing and void works"])]
    for title, dates, where, items in jobs:
        tab_line(d, title, dates, 6.9)
        para(d, where, italic=True, space_after=2)
        bullets(d, items)
        para(d, "", space_after=0)
    d.add_heading("Qualifications & Tickets", level=1)
    bullets(d, ["Gas Safe Register – registration no. 587214 (ACS: CCN1, CENWAT, CKR1, HTR1, WAT1)",
                "Unvented Hot Water Systems (G3)", "Water Regulations (WRAS)", "Part L Energy Efficiency",
                "CSCS Blue Card (Skilled Worker)"])
    d.add_heading("Education", level=1)
    tab_line(d, "NVQ Level 3 Diploma in Plumbing and Domestic Heating", "2015", 6.9)
    para(d, "Leeds College of Building", italic=True, space_after=4)
    tab_line(d, "GCSEs: 8 at grades A*–C including Maths and English", "2012", 6.9)
    para(d, "Morley Academy", italic=True, space_after=4)
    d.add_heading("Other", level=1)
    para(d, "Full UK driving licence (clean). References available on request.")
    d.save(os.path.join(OUT, "24-word-tabstops-plumber-heating-engineer-uk.docx"))


# 25 -- name and contact only in the page header, bookkeeper, Ottawa -----------------------------------------------
def doc25():
    d = base("Cambria", 10.5, 0.75)
    sec = d.sections[0]
    sec.header_distance = Inches(0.4)
    hp = sec.header.paragraphs[0]; hr = hp.add_run("MARIE-CLAUDE GAGNON, CPB"); hr.bold = True; hr.font.size = Pt(16)
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    hp2 = sec.header.add_paragraph("Ottawa, ON K1S 3W7  |  613-555-0119  |  mc.gagnon.bookkeeping@example.ca  |  English / Français")
    hp2.alignment = WD_ALIGN_PARAGRAPH.CENTER; bottom_rule(hp2)
    fp = sec.footer.paragraphs[0]; fp.add_run("Marie-Claude Gagnon – Résumé"); fp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    d.add_heading("Profile", level=2)
    para(d, "Bilingual Certified Professional Bookkeeper (CPB Canada) with full-cycle bookkeeping, payroll and GST/HST and QST "
            "filings for a multi-clinic dental group and a dozen small businesses on both sides of the river.")
    d.add_heading("Core Competencies", level=2)
    t = d.add_table(rows=3, cols=3); no_borders(t)
    comps = ["Full-cycle bookkeeping", "Accounts payable / receivable", "Payroll (ADP, Wagepoint)",
             "Bank and credit card reconciliations", "GST/HST and QST returns", "Month-end close",
             "QuickBooks Online, Sage 50, Xero", "Excel (pivot tables, XLOOKUP)", "T4 / RL-1 slips"]
    for i, c in enumerate(comps):
        cell = t.rows[i // 3].cells[i % 3]; cell.paragraphs[0].add_run("▪ " + c)
    d.add_heading("Professional Experience", level=2)
    jobs = [("Full-Charge Bookkeeper", "Sept. 2021 – present", "Capital Dental Group, Ottawa, ON",
             ["Full-cycle books for four clinics (QuickBooks Online): AP, AR, insurance receivables and reconciliations",
              "Bi-weekly payroll for 58 employees in Wagepoint; T4 slips and ROEs",
              "Prepare month-end packages for the CPA firm; close in 6 working days"]),
            ("Bookkeeper (self-employed, part-time)", "2016 – present", "Gagnon Bookkeeping Services, Gatineau, QC",
             ["Evening and weekend bookkeeping for 12 small businesses in Ottawa and Gatineau (Xero, Sage 50)",
              "GST/HST and QST filings, Revenu Québec and CRA correspondence"]),
            ("Accounting Clerk, Accounts Payable", "Jan. 2018 – Aug. 2021", "Algonquin College, Ottawa, ON",
             ["Processed 600+ invoices a month in Workday; three-way matching and vendor statement reconciliation",
              "Set up vendor EFT payments and year-end accruals"]),
            ("Bank Teller", "June 2014 – Dec. 2017", "Desjardins, Gatineau, QC",
             ["Member transactions, cash balancing and referrals to advisors in French and English"])]
    for title, dates, where, items in jobs:
        tab_line(d, title, dates, 7.0)
        para(d, where, italic=True, space_after=2)
        bullets(d, items)
    d.add_heading("Education", level=2)
    tab_line(d, "Accounting Diploma (Comptabilité)", "2014", 7.0)
    para(d, "La Cité collégiale, Ottawa, ON", italic=True, space_after=4)
    d.add_heading("Certifications", level=2)
    bullets(d, ["Certified Professional Bookkeeper (CPB), CPB Canada – 2020",
                "Payroll Compliance Practitioner (PCP), National Payroll Institute – 2019",
                "QuickBooks Online Certified ProAdvisor – 2022"])
    d.save(os.path.join(OUT, "25-word-header-contact-bookkeeper-ca.docx"))


# 26 -- plain Word CV with built-in headings, primary teacher, Cork --------------------------------------------------
def doc26():
    d = base("Calibri", 11, 0.9)
    p = para(d, "Aoife Brennan", bold=True, size=20, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "14 Ard na Gréine, Ballincollig, Co. Cork, P31 K7W2", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Mobile: 087 555 0129   |   Email: aoife.brennan.teach@example.ie", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=0)
    para(d, "Teaching Council Registration No. 412877", align=WD_ALIGN_PARAGRAPH.CENTER, space_after=10)
    d.add_heading("Personal Statement", level=1)
    para(d, "Enthusiastic, child-centred primary teacher with eight years' experience in mainstream and Gaelscoil settings, "
            "currently teaching 3rd and 4th class. I am committed to inclusive, play-based learning and would welcome the "
            "opportunity to take on a special education or posts-of-responsibility role.")
    d.add_heading("Teaching Experience", level=1)
    jobs = [("Primary Teacher (permanent), 3rd/4th Class", "Scoil Mhuire gan Smál, Blarney, Co. Cork", "September 2019 – Present",
             ["Plan and teach all subjects of the Primary Curriculum to a class of 29, with differentiation for four pupils with additional needs",
              "Introduced Seesaw for home-school communication and digital portfolios across the senior school",
              "Co-ordinate the school's Green Schools programme (Travel flag 2022, Biodiversity flag 2024)",
              "Coach Cumann na mBunscol football and camogie teams"]),
            ("Substitute and Special Education Teacher", "Gaelscoil Uí Riada, Wilton, Cork", "September 2018 – June 2019",
             ["Long-term substitute covering a maternity leave in Naíonáin Bheaga, then SET support for literacy groups",
              "Taught through Irish; used Aistear themes and station teaching"])]
    for title, school, dates, items in jobs:
        para(d, title, bold=True, space_after=0)
        para(d, f"{school}  |  {dates}", italic=True, space_after=2)
        bullets(d, items)
    d.add_heading("Other Work Experience", level=1)
    para(d, "Cúntóir (Irish College Assistant), Coláiste Aran, Inis Mór", bold=True, space_after=0)
    para(d, "June 2017 – August 2017", italic=True, space_after=2)
    bullets(d, ["Supervised students aged 12–16 and ran céilí and sports activities through Irish"])
    para(d, "Sales Assistant (part-time), Dunnes Stores, Limerick", bold=True, space_after=0)
    para(d, "2015 – 2018", italic=True, space_after=2)
    d.add_heading("Education", level=1)
    para(d, "Bachelor of Education (B.Ed.), Primary Teaching – Second Class Honours, Grade 1", bold=True, space_after=0)
    para(d, "Mary Immaculate College, Limerick  |  2014 – 2018", italic=True, space_after=4)
    para(d, "Leaving Certificate – 545 points", bold=True, space_after=0)
    para(d, "Coláiste Choilm, Ballincollig  |  2014", italic=True, space_after=4)
    d.add_heading("Key Skills", level=1)
    bullets(d, ["Classroom management and positive behaviour strategies", "Differentiation and inclusion (SEN, EAL)",
                "Aistear and play-based learning", "Literacy and numeracy assessment (Drumcondra, NRIT)",
                "Teaching through Irish (Gaeilge – fluent)", "Google Classroom, Seesaw and interactive whiteboards"])
    d.add_heading("Continuing Professional Development", level=1)
    bullets(d, ["Children First – Tusla e-learning (2024)", "Teaching Council – Droichead induction completed (2020)",
                "Occupational First Aid (PHECC First Aid Responder), 2023", "Garda vetted (2024)"])
    d.add_heading("Interests", level=1)
    para(d, "Gaelic games, sean-nós singing, hillwalking in West Cork.")
    d.add_heading("Referees", level=1)
    para(d, "Ms Siobhán Ó Riordáin, Principal, Scoil Mhuire gan Smál, Blarney – 021 555 0340")
    para(d, "Mr Pádraig Ó Súilleabháin, Principal, Gaelscoil Uí Riada, Wilton – 021 555 0217")
    d.save(os.path.join(OUT, "26-word-basic-primary-teacher-ie.docx"))


# 27 -- Google Docs "Coral" template downloaded as .docx, executive assistant, Brisbane --------------------------------
def doc27():
    d = base("Arial", 10, 0.8)
    coral = "FF5E5E"
    t = d.add_paragraph(style="Title"); r = t.add_run("Jessica Tran"); r.font.color.rgb = RGBColor.from_string("000000")
    para(d, "Unit 5, 31 Oxford Street, Bulimba QLD 4171", space_after=0)
    para(d, "0491 570 942", space_after=0)
    para(d, "jessica.tran.ea@example.com.au", space_after=8)
    para(d, "Executive assistant who keeps a busy director's week running: diaries, board papers, travel and the hundred small "
            "things in between. Calm, discreet and quick with Microsoft 365.", space_after=6)

    def heading(text):
        h = d.add_heading(level=1); rr = h.add_run(text); rr.font.color.rgb = RGBColor.from_string(coral); rr.font.size = Pt(11)

    def entry(company, place, title, dates, items):
        h = d.add_heading(level=2)
        a = h.add_run(company); a.bold = True; a.font.color.rgb = RGBColor.from_string("000000"); a.font.size = Pt(11)
        b = h.add_run(f", {place} — "); b.bold = False; b.font.color.rgb = RGBColor.from_string("000000"); b.font.size = Pt(11)
        c = h.add_run(title); c.bold = False; c.italic = True; c.font.color.rgb = RGBColor.from_string("000000"); c.font.size = Pt(11)
        h3 = d.add_heading(level=3); dr = h3.add_run(dates); dr.font.color.rgb = RGBColor.from_string("666666"); dr.font.size = Pt(8)
        bullets(d, items)

    heading("EXPERIENCE")
    entry("Queensland Health", "Brisbane, QLD", "Executive Assistant to the Director of Nursing", "MAY 2022 - PRESENT",
          ["Manage the Director's diary, correspondence and travel across Metro North hospitals",
           "Prepare agendas, board papers and minutes for the Nursing Executive Committee (fortnightly)",
           "Track ministerial briefs and correspondence in Content Manager (ECM) to deadline",
           "Process invoices and purchase orders in SAP and reconcile the corporate card each month"])
    entry("Ray White Bulimba", "Brisbane, QLD", "Office Administrator", "FEBRUARY 2019 - APRIL 2022",
          ["Ran the front office for a 14-agent agency: reception, property management support and settlements",
           "Kept listings and trust accounting records in REST Professional; prepared weekly sales reports"])
    entry("Suncorp", "Brisbane, QLD", "Receptionist (temp via Hays)", "AUGUST 2018 - JANUARY 2019",
          ["Level 28 reception: visitors, boardroom bookings, catering and couriers"])
    entry("Flight Centre", "Brisbane, QLD", "Travel Consultant", "JANUARY 2015 - JULY 2018",
          ["Sold and booked domestic and international travel; top seller in the Queen St store in 2017"])
    heading("EDUCATION")
    entry("TAFE Queensland", "Brisbane, QLD", "Certificate IV in Business Administration", "FEBRUARY 2018 - NOVEMBER 2018",
          ["Completed part-time while working full time"])
    heading("SKILLS")
    bullets(d, ["Microsoft 365 (Outlook, Word, Excel, Teams)", "Diary and travel management", "Minute taking and board papers",
                "Content Manager (ECM) and SAP", "Typing 75 wpm", "Stakeholder liaison"])
    heading("LANGUAGES")
    para(d, "English, Vietnamese (fluent)")
    d.save(os.path.join(OUT, "27-gdocs-coral-docx-executive-assistant-au.docx"))


# 28 -- Indian Word CV with tables (experience, education, skill ratings, personal details), site engineer, Hyderabad -
def doc28():
    d = base("Times New Roman", 11, 0.8)
    para(d, "CURRICULUM VITAE", bold=True, size=14, align=WD_ALIGN_PARAGRAPH.CENTER, space_after=6)
    para(d, "VENKATA SAI KIRAN REDDY", bold=True, size=13, space_after=0)
    para(d, "Senior Engineer – Execution (Civil)", space_after=0)
    para(d, "Mobile: +91 90000 55467", space_after=0)
    para(d, "E-mail: saikiran.reddy.civil@example.com", space_after=0)
    para(d, "Address: Flat 302, Sai Residency, Kukatpally, Hyderabad – 500072, Telangana", space_after=6)

    def heading(text):
        p = para(d, text, bold=True, size=11.5, space_after=4); bottom_rule(p, "000000")

    heading("CAREER OBJECTIVE")
    para(d, "Civil engineer with 10+ years of site execution experience in metro rail, high-rise residential and commercial "
            "projects, seeking a Project Manager / Construction Manager role with a reputed infrastructure company.")
    heading("PROFESSIONAL EXPERIENCE")
    t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Organisation", "Designation", "Duration"]):
        c.paragraphs[0].add_run(h).bold = True
    for row in [("Larsen & Toubro Ltd. (L&T Construction), Hyderabad", "Senior Engineer – Execution", "Jun 2021 – Till date"),
                ("Shapoorji Pallonji & Co. Pvt. Ltd., Bengaluru", "Site Engineer", "Aug 2017 – May 2021"),
                ("NCC Limited, Hyderabad", "Graduate Engineer Trainee", "Jul 2016 – Jul 2017")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.paragraphs[0].add_run(v)
    para(d, "", space_after=2)
    para(d, "Larsen & Toubro Ltd. – Senior Engineer – Execution (Jun 2021 – Till date)", bold=True, space_after=0)
    para(d, "Project: Hyderabad Airport Express Metro, elevated viaduct and stations (₹6,250 crore)", italic=True, space_after=0)
    bullets(d, ["Execution of pier, pier cap and segment erection works for a 4 km stretch with 3 sub-contractors",
                "Preparation of bar bending schedules (BBS), daily progress reports and look-ahead schedules in Primavera P6",
                "Quality control: cube tests, pour cards and checklists as per ITP; zero NCRs in FY 2024-25",
                "Coordination with client (HAML) and PMC engineers for inspections and RFIs"])
    para(d, "Shapoorji Pallonji & Co. – Site Engineer (Aug 2017 – May 2021)", bold=True, space_after=0)
    para(d, "Project: Prestige Lakeside Habitat, G+22 residential towers, Bengaluru", italic=True, space_after=0)
    bullets(d, ["Supervised RCC works of two towers: shuttering, reinforcement and concreting (mivan aluminium formwork)",
                "Quantity take-off from drawings and sub-contractor bill certification",
                "Conducted toolbox talks and enforced PPE and work-permit systems"])
    para(d, "NCC Limited – Graduate Engineer Trainee (Jul 2016 – Jul 2017)", bold=True, space_after=0)
    bullets(d, ["Site training in roads and building works; levelling with auto level and total station"])
    heading("ACADEMIC QUALIFICATION")
    t = d.add_table(rows=1, cols=5); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Qualification", "Institute", "Board / University", "Year", "Percentage"]):
        c.paragraphs[0].add_run(h).bold = True
    for row in [("B.Tech (Civil Engineering)", "CVR College of Engineering", "JNTU Hyderabad", "2016", "72.4%"),
                ("Intermediate (MPC)", "Sri Chaitanya Junior College", "BIEAP", "2012", "91.2%"),
                ("SSC", "Gowtham Model School", "Board of Secondary Education, A.P.", "2010", "88.0%")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.paragraphs[0].add_run(v)
    para(d, "", space_after=2)
    heading("TECHNICAL SKILLS")
    t = d.add_table(rows=1, cols=2); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Skill", "Proficiency"]):
        c.paragraphs[0].add_run(h).bold = True
    for row in [("AutoCAD", "Expert"), ("Primavera P6", "Intermediate"), ("MS Project", "Intermediate"),
                ("MS Excel", "Expert"), ("STAAD.Pro", "Beginner"), ("Quantity Surveying / BBS", "Expert"),
                ("Quality Control (QA/QC)", "Expert")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row): c.paragraphs[0].add_run(v)
    para(d, "", space_after=2)
    heading("CERTIFICATIONS")
    bullets(d, ["Primavera P6 Professional – 2019", "Autodesk Certified User: AutoCAD – 2016", "IOSH Managing Safely – 2022"])
    heading("PERSONAL DETAILS")
    t = d.add_table(rows=0, cols=2); no_borders(t)
    for k, v in [("Father's Name", "Sri V. Narasimha Reddy"), ("Date of Birth", "14-08-1994"), ("Nationality", "Indian"),
                 ("Marital Status", "Married"), ("Languages Known", "English, Telugu, Hindi"), ("Passport", "Available")]:
        cells = t.add_row().cells
        cells[0].paragraphs[0].add_run(k); cells[1].paragraphs[0].add_run(": " + v)
    heading("DECLARATION")
    para(d, "I hereby declare that the information furnished above is true to the best of my knowledge and belief.")
    tab_line(d, "Place: Hyderabad", "(VENKATA SAI KIRAN REDDY)", 6.8, bold_left=False)
    para(d, "Date:", space_after=0)
    d.save(os.path.join(OUT, "28-word-tables-civil-site-engineer-in.docx"))


for f in (doc23, doc24, doc25, doc26, doc27, doc28):
    f()
print("ok")
